import { Button, Stack, TextField, Typography } from '@mui/material';
import { TOTP_CODE_LENGTH, toTotpCode } from '@rentals/core/validation/totpCode';
import { useEffect, useId } from 'react';
import { useTranslate } from 'react-admin';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { DialogForm, DialogSaveButton } from '../common/DialogForm.tsx';

/** The code's schema, imported when the step opens: the sign-in page's first load stays without zod. */
const loadCodeSchema = () => import('@rentals/core/validation/totp').then((m) => m.totpCodeSchema);

export interface CodeStepProps {
  /** Verifies the code; the form stays busy until it settles. */
  onSubmit: (code: string) => Promise<unknown>;
  onStartOver: () => void;
}

export function CodeStep({ onSubmit, onStartOver }: CodeStepProps) {
  const translate = useTranslate();
  return (
    <DialogForm
      schema={loadCodeSchema}
      defaultValues={{ code: '' }}
      onSubmit={async ({ code }) => {
        await onSubmit(code);
      }}
    >
      <Stack spacing={2}>
        <Typography id="code-hint" variant="body2" color="text.secondary">
          {translate('app.login.code_hint')}
        </Typography>
        <CodeField label={translate('app.login.code')} />
        <DialogSaveButton label={translate('app.login.verify')} />
        <StartOverButton label={translate('app.login.start_over')} onClick={onStartOver} />
      </Stack>
    </DialogForm>
  );
}

/** The code, digits only as typed or pasted, with what is wrong with it beside it. */
function CodeField({ label }: { label: string }) {
  const translate = useTranslate();
  const id = useId();
  const { setFocus } = useFormContext<{ code: string }>();
  const { field, fieldState } = useController<{ code: string }>({ name: 'code' });
  // This step replaces the password form: move focus to its one field so keyboard and
  // screen-reader users land where they must type next.
  useEffect(() => setFocus('code'), [setFocus]);
  const message = fieldState.error?.message;
  return (
    <TextField
      id={id}
      label={label}
      required
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(toTotpCode(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      autoComplete="one-time-code"
      error={Boolean(message)}
      helperText={message && translate(message, { _: message })}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: TOTP_CODE_LENGTH,
          'aria-describedby': message ? `${id}-helper-text code-hint` : 'code-hint',
        },
      }}
    />
  );
}

function StartOverButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="button" variant="text" onClick={onClick} disabled={isSubmitting}>
      {label}
    </Button>
  );
}
