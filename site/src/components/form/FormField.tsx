// The one labelled field of every site form, server-rendered or island: the label names the
// control, the hint and the error describe it (aria-describedby, hint first), an error marks it
// invalid, and required/disabled reach the control itself so the browser and screen readers say so (the
// visible `*`, where a form uses it, is hidden from them: they hear "required" already).
// Astro pages render it without a client directive, so server-rendered forms ship no script for it.
import { cloneElement, type ReactElement } from 'react';

/** What the field gives the control it wraps. */
export type ControlProps<Name extends string = string> = {
  id: string;
  name?: Name;
  required?: true;
  disabled?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

export interface FormFieldProps<Name extends string = string> {
  /** The control's id: the label's target and the error summary's link target (`contact-email`). */
  id: string;
  /** The control's name; leave out when the control names itself. */
  name?: Name;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  /** Show `*` after the label of a required field, for forms that say above them what it means. */
  requiredMark?: boolean;
  disabled?: boolean;
  /** Portal pages style fields with portal.css (`field`), public pages with global.css (`form-field`). */
  look?: 'public' | 'portal';
  /** The control: a function spreading the given props onto it, or an element they are merged into. */
  children: ((props: ControlProps<Name>) => ReactElement) | ReactElement<Record<string, unknown>>;
}

export function FormField<Name extends string = string>({
  id,
  name,
  label,
  hint,
  error,
  required = false,
  requiredMark = false,
  disabled = false,
  look = 'public',
  children,
}: FormFieldProps<Name>) {
  const base = look === 'portal' ? 'field' : 'form-field';
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const control: ControlProps<Name> = {
    id,
    ...(name !== undefined ? { name } : {}),
    ...(required ? { required: true as const } : {}),
    ...(disabled ? { disabled: true as const } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  return (
    <div className={error ? `${base} ${base}--error` : base}>
      <label htmlFor={id}>
        {label}
        {required && requiredMark && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p className={`${base}__hint`} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={`${base}__error`} id={`${id}-error`}>
          {error}
        </p>
      )}
      {typeof children === 'function' ? children(control) : cloneElement(children, control)}
    </div>
  );
}
