import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useController, useWatch, type FieldValues } from 'react-hook-form';

/** A core zod schema for a list's filters: it parses what the fields hold into the filters applied. */
interface FilterSchema<T> {
  safeParse: (values: unknown) => { success: true; data: T } | { success: false };
}

/**
 * A list's filters as a react-admin form: the fields hold what the admin types and picks, and each
 * change is parsed by core's schema (a search trimmed, a status among the list's own) and handed to
 * the list. There is nothing to submit: Enter in the search box does not reload the page.
 */
export function FilterForm<T extends FieldValues>({
  schema,
  defaultValues,
  onChange,
  children,
}: {
  schema: FilterSchema<T>;
  defaultValues: T;
  onChange: (filters: T) => void;
  children: ReactNode;
}) {
  return (
    <Form defaultValues={defaultValues as FieldValues} noValidate onSubmit={() => undefined}>
      <Applied schema={schema} onChange={onChange} />
      {children}
    </Form>
  );
}

function Applied<T>({
  schema,
  onChange,
}: {
  schema: FilterSchema<T>;
  onChange: (filters: T) => void;
}) {
  const values: unknown = useWatch();
  const parsed = schema.safeParse(values);
  const key = parsed.success ? JSON.stringify(parsed.data) : null;
  const sent = useRef(key);
  useEffect(() => {
    // The filters as first shown are the list's own; only a change is handed on.
    if (!parsed.success || key === sent.current) return;
    sent.current = key;
    onChange(parsed.data);
  });
  return null;
}

/** A status select of a filter form: one of `choices`, each labelled by its catalogue key. */
export function FilterSelect({
  source,
  label,
  choices,
  choiceLabel,
  sx,
}: {
  source: string;
  label: string;
  choices: readonly string[];
  /** 'app.commissions.filter_' + choice */
  choiceLabel: (choice: string) => string;
  sx?: TextFieldProps['sx'];
}) {
  const translate = useTranslate();
  const { field } = useController({ name: source });
  return (
    <TextField
      select
      variant="outlined"
      size="small"
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      sx={sx}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {translate(choiceLabel(choice))}
        </MenuItem>
      ))}
    </TextField>
  );
}
