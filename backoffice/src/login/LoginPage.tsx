import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  useAuthProvider,
  useCheckAuth,
  useLogin,
  useLogout,
  useNavigate,
  useTranslate,
} from 'react-admin';
import type { ConsoleAuthProvider, LoginParams } from '../authProvider.ts';
import { EnrolmentRequired, SecondFactorRequired, type TotpEnrolment } from '../mfa.ts';
import { CodeStep } from './CodeStep.tsx';
import { EnrolStep } from './EnrolStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';

type Step = 'password' | 'code' | 'enrol';

const HEADINGS: Record<Step, string> = {
  password: 'app.login.heading',
  code: 'app.login.code_heading',
  enrol: 'app.login.enrol_heading',
};

/**
 * Password first; then the TOTP code for accounts with an authenticator app, or, for an admin
 * without one, setting it up (QR code and key) and confirming with its first code.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const logout = useLogout();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const [step, setStep] = useState<Step>('password');
  const [error, setError] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [enrolFailed, setEnrolFailed] = useState(false);

  useEffect(() => {
    // Already fully signed in (another tab, a reload): go straight to the admin screens.
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => {});
  }, [checkAuth, navigate]);

  const startEnrolment = () => {
    setStep('enrol');
    setEnrolment(null);
    setEnrolFailed(false);
    authProvider
      ?.enrolTotp()
      .then(setEnrolment)
      .catch(() => setEnrolFailed(true));
  };

  const attempt = async (params: LoginParams, failure: string) => {
    setError(null);
    try {
      await login(params);
    } catch (caught) {
      if (caught instanceof SecondFactorRequired) setStep('code');
      else if (caught instanceof EnrolmentRequired) startEnrolment();
      else setError(failure);
    }
  };

  const startOver = () => {
    setStep('password');
    setError(null);
    void logout({}, false);
  };

  const codeFailed = translate('app.login.code_failed');
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate(HEADINGS[step])}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {step === 'password' && (
            <PasswordStep
              onSubmit={(credentials) => attempt(credentials, translate('app.login.failed'))}
            />
          )}
          {step === 'code' && (
            <CodeStep
              onSubmit={(code) => attempt({ code }, codeFailed)}
              onStartOver={startOver}
            />
          )}
          {step === 'enrol' && (
            <EnrolStep
              enrolment={enrolment}
              failed={enrolFailed}
              onSubmit={(code, factor_id) => attempt({ code, factor_id }, codeFailed)}
              onStartOver={startOver}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
