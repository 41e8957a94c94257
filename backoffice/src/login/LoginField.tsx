import { TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export interface LoginFieldProps {
  source: 'email' | 'password';
  label: string;
  type: 'email' | 'password';
  autoComplete: 'username' | 'current-password';
}

/**
 * One field of the sign-in form, bound to react-admin's form through its input hook: the value,
 * the message beside the field and the focus on error are the form's, as with TextInput. It draws
 * a plain TextField instead of TextInput's resettable one, which would add 10 KB to the one page
 * every admin loads first (`npm run admin-bundle`).
 */
export function LoginField({ source, label, type, autoComplete }: LoginFieldProps) {
  const { field, fieldState, isRequired, id } = useInput({ source, isRequired: true });
  const translate = useTranslate();
  const message = fieldState.error?.message;
  // The form focuses the input on error: its ref goes to the input, not to the field's wrapper.
  const { ref, ...props } = field;
  return (
    <TextField
      {...props}
      inputRef={ref}
      id={id}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={isRequired}
      error={Boolean(message)}
      // Core's English message, or its translation (the console's notices catalogue).
      helperText={message ? translate(message, { _: message }) : undefined}
      fullWidth
    />
  );
}
