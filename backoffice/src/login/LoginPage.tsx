import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCheckAuth, useLogin, useLogout, useNavigate, useTranslate } from 'react-admin';
import { SecondFactorRequired } from '../mfa.ts';
import { CodeStep } from './CodeStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';

type Step = 'password' | 'code';

/** Password first; then, for accounts with an authenticator app, the TOTP code. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const logout = useLogout();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('password');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Already fully signed in (another tab, a reload): go straight to the admin screens.
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => {});
  }, [checkAuth, navigate]);

  const attempt = async (params: Parameters<typeof login>[0], failure: string) => {
    setBusy(true);
    setError(null);
    try {
      await login(params);
    } catch (caught) {
      if (caught instanceof SecondFactorRequired) setStep('code');
      else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const startOver = () => {
    setStep('password');
    setError(null);
    void logout({}, false);
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate(step === 'password' ? 'app.login.heading' : 'app.login.code_heading')}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {step === 'password' ? (
            <PasswordStep
              busy={busy}
              onSubmit={(credentials) => attempt(credentials, translate('app.login.failed'))}
            />
          ) : (
            <CodeStep
              busy={busy}
              onSubmit={(code) => attempt({ code }, translate('app.login.code_failed'))}
              onStartOver={startOver}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
