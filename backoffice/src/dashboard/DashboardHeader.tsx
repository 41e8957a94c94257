import { Chip, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { SystemHealth } from '../dataProvider/dashboard.ts';

const HEALTH_COLOURS = { healthy: 'success', warning: 'warning', critical: 'error' } as const;

/**
 * Welcome, the Administrator badge and the system health badge (spec 2.2). Logout is the console's
 * top bar's, on every screen: a second one here made two of them on the dashboard.
 */
export function DashboardHeader({ health }: { health: SystemHealth | undefined }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = identity?.fullName;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <div>
        <Typography component="h1" variant="h5">
          {name
            ? translate('app.dashboard.welcome', { name })
            : translate('app.dashboard.welcome_anonymous')}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.subtitle')}</Typography>
      </div>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={translate('app.dashboard.administrator')} color="error" size="small" />
        {health && (
          <Chip
            label={`${translate('app.dashboard.health.label')}: ${translate(`app.dashboard.health.${health}`)}`}
            color={HEALTH_COLOURS[health]}
            variant="outlined"
            size="small"
          />
        )}
      </Stack>
    </Stack>
  );
}
