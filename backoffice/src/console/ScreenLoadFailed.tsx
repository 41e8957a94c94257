import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * In place of a screen whose code could not be fetched: offline, or a new release replaced the
 * chunk this page knew. Reloading fetches the current release.
 */
export function ScreenLoadFailed({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={reload}>
          {translate('app.screen_failed.reload')}
        </Button>
      }
    >
      {translate('app.screen_failed.message')}
    </Alert>
  );
}
