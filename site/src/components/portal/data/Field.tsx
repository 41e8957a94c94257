// One labelled form field: label, hint and error tied to the control it wraps, for every portal form.
import type { ReactElement } from 'react';

export interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (props: ControlProps) => ReactElement;
}

export function Field({ id, name, label, hint, error, required = false, children }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {children({
        id,
        name,
        ...(required ? { required: true } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
    </div>
  );
}

/** The errors of a form above it, each linking to its field. */
export function ErrorSummary({
  heading,
  errors,
  idPrefix,
}: {
  heading: string;
  errors: Record<string, string | undefined>;
  idPrefix: string;
}) {
  const list = Object.entries(errors).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  if (list.length === 0) return null;
  return (
    <div className="notice notice--error" role="alert">
      <p>
        <strong>{heading}</strong>
      </p>
      <ul>
        {list.map(([field, message]) => (
          <li key={field}>
            <a href={`#${idPrefix}-${field}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
