import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface PasswordStepProps {
  busy: boolean;
  onSubmit: (credentials: { email: string; password: string }) => void;
}

export function PasswordStep({ busy, onSubmit }: PasswordStepProps) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), password });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField
          label={translate('app.login.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={translate('app.login.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy || !email || !password}
        >
          {translate('app.login.sign_in')}
        </Button>
      </Stack>
    </form>
  );
}
