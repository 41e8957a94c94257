import { Alert, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useConsoleDataProvider } from '../dataProvider.ts';
import { activityLine } from './crmModel.ts';
import './texts.ts';

/** The person's history in time order, newest first, from admin_user_activity(). */
export function ActivityLog({ userId }: { userId: string }) {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { data, error } = useQuery({
    queryKey: ['crm', userId, 'activity'],
    queryFn: () => dataProvider.getUserActivity(userId),
  });
  if (error) return <Alert severity="error">{translate('app.crm.load_failed')}</Alert>;
  if (!data)
    return (
      <Skeleton
        variant="rectangular"
        height={120}
        role="progressbar"
        aria-label={translate('app.part_loading', { part: translate('app.crm.tabs.activity') })}
      />
    );
  if (data.length === 0)
    return (
      <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
        {translate('app.crm.empty.activity')}
      </Typography>
    );
  return (
    <List dense aria-label={translate('app.crm.tabs.activity')}>
      {data.map((entry, index) => {
        const line = activityLine(entry);
        return (
          <ListItem key={`${entry.occurred_at}-${index}`} divider>
            <ListItemText
              primary={translate(line.key, line.values)}
              secondary={formatDate(entry.occurred_at)}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
