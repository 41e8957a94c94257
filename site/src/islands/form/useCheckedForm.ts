// A server-posted form checked in the browser first: react-hook-form runs core's schema (the one the
// server checks with) over what the form would post, shows each message beside its field, focuses the
// first field in error and lets the native post go only when the form is valid, once. The server
// still checks and shows the form again with its errors: without this script the form works alike.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface CheckedFormOptions {
  /** Core's schema of the form: the one the server's endpoint parses the post with. */
  schema: z.ZodType<unknown, FieldValues>;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string> | undefined;
  /** The server's errors (already in the reader's language): shown until the browser checks the form. */
  serverErrors?: object | undefined;
  /** Names the form posts more than once (a group of checkboxes), read as lists. */
  lists?: readonly string[];
}

type Phase = 'idle' | 'checking' | 'passing' | 'posting';

/** What the form would post, as the server reads it: one text per name, lists where named. */
export function postedValues(form: HTMLFormElement, lists: readonly string[] = []): Record<string, string | string[]> {
  const data = new FormData(form);
  const values: Record<string, string | string[]> = Object.fromEntries(lists.map((name) => [name, []]));
  for (const name of new Set(data.keys())) {
    const all = data.getAll(name).filter((value): value is string => typeof value === 'string');
    values[name] = lists.includes(name) ? all : (all[0] ?? '');
  }
  return values;
}

/** The first control, in the page's order, that posts one of the given names. */
export function firstControlOf(form: HTMLFormElement, names: readonly string[]): HTMLElement | undefined {
  return Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      'name' in element && names.includes((element as HTMLInputElement).name) && (element as HTMLInputElement).type !== 'hidden' && !(element as HTMLInputElement).disabled,
  );
}

export function useCheckedForm({ schema, messages, serverErrors: given = {}, lists = [] }: CheckedFormOptions) {
  const serverErrors = given as Partial<Record<string, string>>;
  const formRef = useRef<HTMLFormElement>(null);
  const phase = useRef<Phase>('idle');
  const [stage, setStage] = useState<'idle' | 'checking' | 'posting'>('idle');
  const [alive, setAlive] = useState(false);
  const [focusAfter, setFocusAfter] = useState<{ names: string[] } | null>(null);
  const listKey = lists.join(',');
  // The values react-hook-form holds are ignored: the form's own controls (some in nested islands) are what posts.
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const check = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
    return (values, context, options) => check(formRef.current ? postedValues(formRef.current, listKey ? listKey.split(',') : []) : values, context, options);
  }, [schema, listKey]);
  const { handleSubmit, trigger, formState } = useForm<FieldValues>({ resolver, mode: 'onSubmit', shouldFocusError: false });
  const { errors, isSubmitted } = formState;

  useEffect(() => setAlive(true), []);
  // Back from the history cache after a post: the form works again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      phase.current = 'idle';
      setStage('idle');
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  // After the messages are rendered, so the focused field already names its error.
  useEffect(() => {
    if (!focusAfter || !formRef.current) return;
    firstControlOf(formRef.current, focusAfter.names)?.focus();
  }, [focusAfter]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (phase.current === 'passing') {
        phase.current = 'posting';
        return;
      }
      event.preventDefault();
      if (phase.current !== 'idle') return;
      phase.current = 'checking';
      setStage('checking');
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void handleSubmit(
        () => {
          phase.current = 'passing';
          // After this submit event is over: a browser ignores a form's submit request while its
          // submit event is still being dispatched, and the check may end within it.
          setTimeout(() => {
            form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined);
            // Disabled only now: the post has taken the button's own name and value along.
            if ((phase.current as Phase) === 'posting') setStage('posting');
            else {
              phase.current = 'idle';
              setStage('idle');
            }
          });
        },
        (found) => {
          phase.current = 'idle';
          setStage('idle');
          setFocusAfter({ names: Object.keys(found) });
        },
      )(event);
    },
    [handleSubmit],
  );

  // Once checked in the browser, a corrected field loses its message as it changes.
  const onChange = useCallback(() => {
    if (isSubmitted && phase.current === 'idle') void trigger();
  }, [isSubmitted, trigger]);

  /** The message beside a field: the browser's check once it ran, the server's before. */
  const errorOf = (name: string): string | undefined => {
    if (!isSubmitted) return serverErrors[name];
    const message = errors[name]?.message;
    return typeof message === 'string' ? (messages?.[message] ?? message) : undefined;
  };
  /** The messages of the given fields, for a summary above the form. */
  const errorsOf = <N extends string>(names: readonly N[]): Partial<Record<N, string>> =>
    Object.fromEntries(names.flatMap((name) => {
      const message = errorOf(name);
      return message ? [[name, message]] : [];
    })) as Partial<Record<N, string>>;
  const hasErrors = isSubmitted ? Object.keys(errors).length > 0 : Object.values(serverErrors).some(Boolean);

  const busy = stage !== 'idle';
  return {
    errorOf,
    errorsOf,
    hasErrors,
    busy,
    /** Spread on the form element. */
    formProps: { ref: formRef, onSubmit, onChange, 'aria-busy': busy || undefined, 'data-checked-form': true },
    /** Spread on the submit button: before hydration the page's pending-forms script labels it (data-pending-label). */
    submitProps: (label: string, pending: string) =>
      alive
        ? { 'aria-disabled': busy || undefined, disabled: stage === 'posting' || undefined, children: busy ? pending : label }
        : { 'data-pending-label': pending, children: label },
  };
}
