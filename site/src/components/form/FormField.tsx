// One labelled field of a form: label, hint and error tied to the control it wraps, so they reach
// assistive technology. The control comes from the caller (input, select, textarea).
import type { ReactElement } from 'react';

/** What the wrapped control must carry. */
export interface ControlProps<Name extends string = string> {
  id: string;
  name: Name;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps<Name extends string> {
  /** Prefix of the control's id: `contact` gives `contact-email`, the summary's link target. */
  idPrefix: string;
  name: Name;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (props: ControlProps<Name>) => ReactElement;
}

export function FormField<Name extends string>({ idPrefix, name, label, hint, error, required = false, children }: FormFieldProps<Name>) {
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
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
