import { Stack } from '@mui/material';
import type { SignIn } from '@rentals/core/validation/auth';
import { useTranslate } from 'react-admin';
import { DialogForm, DialogSaveButton } from '../common/DialogForm.tsx';
import { LoginField } from './LoginField.tsx';

/** The sign-in schema, imported when the page opens: its first load stays without zod. */
const loadSignInSchema = () => import('@rentals/core/validation/auth').then((m) => m.signInSchema);

export interface PasswordStepProps {
  /** Signs in with the trimmed, lower-case email; the form stays busy until it settles. */
  onSubmit: (credentials: SignIn) => Promise<unknown>;
}

export function PasswordStep({ onSubmit }: PasswordStepProps) {
  const translate = useTranslate();
  return (
    <DialogForm
      schema={loadSignInSchema}
      defaultValues={{ email: '', password: '' }}
      onSubmit={async (credentials) => {
        await onSubmit(credentials);
      }}
    >
      <Stack spacing={1}>
        <LoginField source="email" label={translate('app.login.email')} type="email" autoComplete="username" />
        <LoginField
          source="password"
          label={translate('app.login.password')}
          type="password"
          autoComplete="current-password"
        />
        <DialogSaveButton label={translate('app.login.sign_in')} />
      </Stack>
    </DialogForm>
  );
}
