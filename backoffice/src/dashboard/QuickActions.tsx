import { Button, Card, CardContent, Typography } from '@mui/material';
import { createElement } from 'react';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { MENU_ENTRIES } from '../console/menuItems.ts';
import { useWorkCounts } from '../console/useWorkCounts.ts';
import { WaitingCount } from '../console/WaitingCount.tsx';

const ACTIONS = MENU_ENTRIES.filter((entry) => entry.key !== 'dashboard');

/** The Quick Actions grid (spec 2.2): one button per screen, the review queues first with what waits in them. */
export function QuickActions() {
  const translate = useTranslate();
  const counts = useWorkCounts();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('app.dashboard.quick_actions')}
        </Typography>
        <nav aria-label={translate('app.dashboard.quick_actions')}>
          <Typography
            component="div"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
            }}
          >
            {ACTIONS.map((entry) => (
              <Button
                key={entry.key}
                component={Link}
                to={entry.to}
                variant="outlined"
                startIcon={createElement(entry.icon)}
                sx={{ justifyContent: 'flex-start', textTransform: 'none', minHeight: 48, textAlign: 'left' }}
              >
                {translate(entry.key === 'properties' ? 'app.dashboard.properties_awaiting_review' : `app.menu.${entry.key}`)}
                {entry.waiting && <WaitingCount count={counts?.[entry.waiting]} />}
              </Button>
            ))}
          </Typography>
        </nav>
      </CardContent>
    </Card>
  );
}
