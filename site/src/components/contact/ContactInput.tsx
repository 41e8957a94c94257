// One labelled field of the contact form: label, hint and error tied to the control it wraps.
import type { ReactElement } from 'react';
import type { ContactField } from '@rentals/core/validation/contact';

/** What the wrapped control must carry so that its label, hint and error reach assistive technology. */
export interface ControlProps {
  id: string;
  name: ContactField;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface ContactInputProps {
  field: ContactField;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (props: ControlProps) => ReactElement;
}

export function ContactInput({ field, label, hint, error, required = false, children }: ContactInputProps) {
  const id = `contact-${field}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={error ? 'contact-form__field contact-form__field--error' : 'contact-form__field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="contact-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="contact-form__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {children({
        id,
        name: field,
        ...(required ? { required: true } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
    </div>
  );
}
