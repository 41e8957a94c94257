import { Button, Card, CardContent, Typography } from '@mui/material';
import { createElement } from 'react';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { MENU_ENTRIES } from '../console/menuItems.ts';

const ACTIONS = MENU_ENTRIES.filter((entry) => entry.key !== 'dashboard');

/** The Quick Actions grid: one button per tab of the console (spec 2.2). */
export function QuickActions() {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('app.dashboard.quick_actions')}
        </Typography>
        <nav aria-label={translate('app.dashboard.quick_actions')}>
          <Typography
            component="div"
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' } }}
          >
            {ACTIONS.map((entry) => (
              <Button
                key={entry.key}
                component={Link}
                to={entry.to}
                variant="outlined"
                startIcon={createElement(entry.icon)}
                sx={{ justifyContent: 'flex-start', textTransform: 'none', minHeight: 48 }}
              >
                {translate(`app.menu.${entry.key}`)}
              </Button>
            ))}
          </Typography>
        </nav>
      </CardContent>
    </Card>
  );
}
