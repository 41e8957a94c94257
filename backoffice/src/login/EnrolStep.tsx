import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TotpEnrolment } from '../mfa.ts';
import { CodeStep } from './CodeStep.tsx';

export interface EnrolStepProps {
  /** The factor being set up; null while the server creates it. */
  enrolment: TotpEnrolment | null;
  /** The set-up could not start. */
  failed?: boolean;
  /** Confirms the factor with its first code; the form stays busy until it settles. */
  onSubmit: (code: string, factorId: string) => Promise<unknown>;
  onStartOver: () => void;
}

/** First sign-in of an admin: scan the QR code (or type the key), then confirm with a code. */
export function EnrolStep({
  enrolment,
  failed = false,
  onSubmit,
  onStartOver,
}: EnrolStepProps) {
  const translate = useTranslate();
  if (failed) {
    return <Alert severity="error">{translate('app.login.enrol_failed')}</Alert>;
  }
  if (!enrolment) {
    return (
      <Stack direction="row" spacing={2} alignItems="center" role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>{translate('app.login.enrol_preparing')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('app.login.enrol_hint')}</Typography>
      <Box
        component="img"
        src={enrolment.qr_code}
        alt={translate('app.login.enrol_qr')}
        sx={{ width: 180, height: 180, alignSelf: 'center', bgcolor: 'common.white' }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" id="enrol-key-label">
          {translate('app.login.enrol_key')}
        </Typography>
        <Typography
          component="code"
          aria-labelledby="enrol-key-label"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '1rem' }}
        >
          {enrolment.secret}
        </Typography>
      </Box>
      <CodeStep
        onSubmit={(code) => onSubmit(code, enrolment.factor_id)}
        onStartOver={onStartOver}
      />
    </Stack>
  );
}
