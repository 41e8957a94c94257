import { Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { MonthCommissions } from './MonthCommissions.tsx';
import { MonthlyRun } from './MonthlyRun.tsx';
import { defaultRunMonth, recentMonths } from './months.ts';
import './texts.ts';

/** Commissions (issue 10): an admin runs a month (COMPENSATION.md) and marks its commissions paid. */
export function CommissionsPage({ today }: { today?: string }) {
  const translate = useTranslate();
  const months = useMemo(() => recentMonths(today), [today]);
  const [month, setMonth] = useState(() => defaultRunMonth(months));
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('app.commissions.title')} />
      <div>
        <Typography component="h1" variant="h5">
          {translate('app.commissions.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.commissions.subtitle')}</Typography>
      </div>
      <MonthlyRun month={month} months={months} onMonthChange={setMonth} today={today} />
      <MonthCommissions key={month} month={month} />
    </Stack>
  );
}
