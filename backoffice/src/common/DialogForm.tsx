import { Alert } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, SaveButton, useTranslate, type FormProps, type SaveButtonProps } from 'react-admin';
import {
  useFormContext,
  useFormState,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';

/** A core zod schema, seen through the standard-schema types every zod schema carries. */
interface Schema {
  '~standard': { types?: { input: unknown; output: unknown } };
}
type Input<S extends Schema> = NonNullable<S['~standard']['types']>['input'];
type Output<S extends Schema> = NonNullable<S['~standard']['types']>['output'];
export type FieldMessages = Record<string, string>;

export interface DialogFormProps<S extends Schema> {
  /**
   * core's schema for the form, or a function that imports it: its messages appear beside the
   * fields it names. An import keeps zod out of the screen's first load (the sign-in page).
   */
  schema: S | (() => Promise<S>);
  defaultValues: Partial<Input<S>>;
  /**
   * Receives the parsed values; the form stays busy until the promise settles. It may resolve to
   * messages by field (a value the database refused), shown beside those fields.
   */
  onSubmit: (values: Output<S>) => Promise<FieldMessages | void>;
  children: ReactNode;
  id?: FormProps['id'];
}

/**
 * A dialog's react-admin form: validated by core's zod schema on submit (then again as the person
 * corrects a field), the first invalid field focused. Failures of the request are the caller's to
 * notify, so a rejected save never leaves an unhandled rejection behind.
 */
export function DialogForm<S extends Schema>({
  schema,
  defaultValues,
  onSubmit,
  children,
  id,
}: DialogFormProps<S>) {
  const [resolver] = useState(() => lazyZodResolver(schema));
  // Fetched once the person is in the form (a dialog focuses its first field as it opens), so the
  // first check does not wait on the network and a page nobody fills in never loads it.
  const prefetch = () => void resolver.load().catch(() => {});
  return (
    <Form
      id={id}
      noValidate
      defaultValues={defaultValues as FieldValues}
      resolver={resolver.resolve}
      // The field's own message says what is wrong; a toast on top would only repeat it.
      disableInvalidFormNotification
      onSubmit={async (values: FieldValues) => {
        try {
          return await onSubmit(values as Output<S>);
        } catch {
          // Reported by the caller (a mutation's onError, a notification).
        }
      }}
    >
      <div style={{ display: 'contents' }} onFocusCapture={prefetch} onPointerDownCapture={prefetch}>
        {children}
      </div>
    </Form>
  );
}

/**
 * The zod resolver over `schema`, with the resolver itself (and zod, which it brings) imported on
 * first use: one chunk for every form instead of a copy of zod in each screen's first load.
 */
export function lazyZodResolver<S extends Schema>(schema: S | (() => Promise<S>)): {
  load: () => Promise<Resolver<FieldValues>>;
  resolve: Resolver<FieldValues>;
} {
  let ready: Promise<Resolver<FieldValues>> | undefined;
  const load = () => {
    ready ??= Promise.all([
      typeof schema === 'function' ? schema() : schema,
      import('@hookform/resolvers/zod'),
    ]).then(([loaded, { zodResolver }]) =>
      // The zod resolver is generic over the schema's input and output; the form hands the output on.
      zodResolver(loaded as never) as unknown as Resolver<FieldValues>);
    // A failed import (offline) is tried again on the next check.
    ready.catch(() => {
      ready = undefined;
    });
    return ready;
  };
  return { load, resolve: async (values, context, options) => (await load())(values, context, options) };
}

/**
 * The dialog's Save: enabled while idle, even untouched (a pre-filled record saves as it is), and
 * disabled and busy while the request runs, so a double click sends one request.
 */
export function DialogSaveButton({
  label,
  color,
  disabled = false,
  sx,
}: {
  label: string;
  color?: SaveButtonProps['color'];
  /** Unavailable for a reason of the screen's own (a run under way). */
  disabled?: boolean;
  sx?: SaveButtonProps['sx'];
}) {
  const { isSubmitting } = useFormState();
  return (
    <SaveButton
      label={label}
      color={color}
      sx={sx}
      icon={<></>}
      alwaysEnable={!isSubmitting && !disabled}
      aria-busy={isSubmitting}
    />
  );
}

/**
 * The ref a form needs to focus a field it does not hold itself (a controlled field that reports
 * its changes by setValue). Each field is registered with a stable stand-in that only focuses its
 * current element: the form never writes the field, and an element handed over anew on each render
 * (an imperative handle, an inline ref) does not register it again. The registration is renewed
 * after each render, as a form reset forgets it.
 */
export function useFocusRef<T extends FieldValues>() {
  const { register } = useFormContext<T>();
  const state = useRef({
    elements: new Map<string, { focus: () => void } | null>(),
    stands: new Map<string, { focus: () => void }>(),
    callbacks: new Map<string, (instance: { focus: () => void } | null) => void>(),
  });
  useEffect(() => {
    for (const [name, stand] of state.current.stands) register(name as Path<T>).ref(stand);
  });
  return (name: Path<T>) => {
    const { elements, stands, callbacks } = state.current;
    let callback = callbacks.get(name);
    if (!callback) {
      stands.set(name, { focus: () => elements.get(name)?.focus() });
      callback = (instance) => void elements.set(name, instance);
      callbacks.set(name, callback);
    }
    return callback;
  };
}

/**
 * The message for a value the form holds without a field of its own (the month a confirmation is
 * about): said in the dialog, in the console's language, when the schema or the database refuses it.
 */
export function FormValueMessage({ name }: { name: string }) {
  const translate = useTranslate();
  const { errors } = useFormState({ name });
  const message = errors[name]?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {translate(message, { _: message })}
    </Alert>
  );
}
