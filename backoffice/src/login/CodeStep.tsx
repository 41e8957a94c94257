import { Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

export const CODE_LENGTH = 6;

export interface CodeStepProps {
  busy: boolean;
  onSubmit: (code: string) => void;
  onStartOver: () => void;
}

/** Keeps only digits, at most one code's worth: pasted '123 456' becomes '123456'. */
export function toCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function CodeStep({ busy, onSubmit, onStartOver }: CodeStepProps) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // This step replaces the password form: move focus to its one field so keyboard and
  // screen-reader users land where they must type next.
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === CODE_LENGTH) onSubmit(code);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Typography id="code-hint" variant="body2" color="text.secondary">
          {translate('app.login.code_hint')}
        </Typography>
        <TextField
          label={translate('app.login.code')}
          value={code}
          onChange={(event) => setCode(toCode(event.target.value))}
          autoComplete="one-time-code"
          required
          inputRef={input}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: CODE_LENGTH,
              'aria-describedby': 'code-hint',
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy || code.length !== CODE_LENGTH}
        >
          {translate('app.login.verify')}
        </Button>
        <Button type="button" variant="text" onClick={onStartOver} disabled={busy}>
          {translate('app.login.start_over')}
        </Button>
      </Stack>
    </form>
  );
}
