import {
  Alert,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { SearchForm } from '../common/SearchForm.tsx';
import { useNotifyOnError } from '../console/useNotifyOnError.ts';
import { useConsoleDataProvider } from '../dataProvider.ts';
import type { AffiliateRow } from '../dataProvider/shadowPower.ts';
import { ShadowPowerDialog, type ShadowPowerTarget } from './ShadowPowerDialog.tsx';

function toTarget(a: AffiliateRow): ShadowPowerTarget {
  return {
    affiliate_id: a.affiliate_id,
    full_name: a.full_name,
    shadow_power_amount: a.shadow_power?.shadow_power_amount,
    notes: a.shadow_power?.notes,
  };
}

/** Shadow Power Management (spec 2.10): active grants, affiliates with Add/Edit, the Configure dialog. */
export function ShadowPowerPage() {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<ShadowPowerTarget | null>(null);
  const active = useQuery({
    queryKey: ['shadow-power', 'active'],
    queryFn: () => dataProvider.listActiveShadowPowers(),
  });
  const affiliates = useQuery({
    queryKey: ['shadow-power', 'affiliates', search],
    queryFn: () => dataProvider.listAffiliates(search),
    placeholderData: keepPreviousData,
  });
  useNotifyOnError(active.error ?? affiliates.error, 'app.shadow_power.load_failed');
  const failed = Boolean(active.error ?? affiliates.error);
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('app.shadow_power.title')} />
      <div>
        <Typography component="h1" variant="h5">
          {translate('app.shadow_power.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.shadow_power.subtitle')}</Typography>
      </div>
      {failed && <Alert severity="error">{translate('app.shadow_power.load_failed')}</Alert>}
      <SearchForm
        label={translate('app.shadow_power.search')}
        placeholder={translate('app.shadow_power.search_placeholder')}
        onSearch={setSearch}
      />
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6">
            {translate('app.shadow_power.active')}
          </Typography>
          {!active.data && !active.error && (
            <Skeleton height={64} aria-label={translate('app.part_loading', { part: translate('app.shadow_power.active') })} />
          )}
          {active.data?.length === 0 && (
            <Typography color="text.secondary">
              {translate('app.shadow_power.active_empty')}
            </Typography>
          )}
          {active.data && active.data.length > 0 && (
            <List dense aria-label={translate('app.shadow_power.active')}>
              {active.data.map((record) => (
                <ListItem key={record.affiliate_id} divider>
                  <ListItemText
                    primary={`${record.full_name ?? record.affiliate_id} · ${formatRupees(record.shadow_power_amount)}`}
                    secondary={[
                      record.affiliate_id,
                      record.notes,
                      translate('app.shadow_power.since', { date: formatDate(record.updated_at) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6">
            {translate('app.shadow_power.affiliates')}
          </Typography>
          {!affiliates.data && !affiliates.error && (
            <Skeleton
              height={64}
              aria-label={translate('app.part_loading', { part: translate('app.shadow_power.affiliates') })}
            />
          )}
          {affiliates.data?.length === 0 && (
            <Typography color="text.secondary">
              {translate('app.shadow_power.affiliates_empty')}
            </Typography>
          )}
          {affiliates.data && affiliates.data.length > 0 && (
            <List dense aria-label={translate('app.shadow_power.affiliates')}>
              {affiliates.data.map((affiliate) => {
                const label = translate(
                  affiliate.shadow_power ? 'app.shadow_power.edit' : 'app.shadow_power.add',
                );
                return (
                  <ListItem
                    key={affiliate.affiliate_id}
                    divider
                    secondaryAction={
                      <Button
                        size="small"
                        onClick={() => setTarget(toTarget(affiliate))}
                        aria-label={`${label}: ${affiliate.full_name}`}
                      >
                        {label}
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={affiliate.full_name}
                      secondary={[
                        affiliate.affiliate_id,
                        affiliate.email,
                        affiliate.shadow_power?.is_active
                          ? formatRupees(affiliate.shadow_power.shadow_power_amount)
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      sx={{ pr: 12 }}
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </CardContent>
      </Card>
      <ShadowPowerDialog target={target} mode="configure" onClose={() => setTarget(null)} />
    </Stack>
  );
}
