// Reported listings in listing moderation: each listing with the reasons people gave and their
// count, whether fraud reports hold it out of search (or, still in search, how many of its fraud
// reports count toward that), and the two answers (resolve_listing_reports, one audited database
// step): dismiss the reports, or unlist the listing with a reason. Several listings' reports can be
// dismissed at once (dismiss_listing_reports, all or none), after a confirmation: closed reports
// cannot be reopened.
import { Box, Button, Checkbox, Chip, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@rentals/core/format';
import { useState } from 'react';
import { ListBase, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type DataProvider } from 'react-admin';
import type { PropertyModerationMethods } from '../dataProvider/propertyModeration.ts';
import { useBusy } from '../common/useBusy.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { UnlistDialog } from './UnlistDialog.tsx';
import { BulkDismissButton } from './BulkDismissButton.tsx';
import './texts.ts';

export interface ReportQueueRecord {
  id: string;
  title: string;
  city: string | null;
  locality: string | null;
  verified: boolean;
  held: boolean;
  report_count: number;
  reasons: Record<string, number>;
  /** Open fraud reports from established accounts, which count toward taking the listing out of search. */
  counted_fraud_reports: number;
  last_reported_at: string;
  details: string[];
}

const REASON_ORDER = ['fraud', 'already_rented', 'wrong_price_or_photos', 'duplicate', 'other'];

function Row({ record }: { record: ReportQueueRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DataProvider & PropertyModerationMethods>();
  const [unlisting, setUnlisting] = useState(false);
  const { selectedIds, onToggleItem } = useListContext<ReportQueueRecord>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.listing_reports.${key}`, options);
  const place = [record.locality, record.city].filter(Boolean).join(', ');

  // One answer at a time: a double click dismisses once, and Unlist waits while it is sent.
  const [dismiss, busy] = useBusy(async () => {
    try {
      await dataProvider.dismissListingReports(record.id);
      notify(t('dismissed'), { type: 'success' });
      refresh();
    } catch (error) {
      notify(t('failed', { reason: serverMessage(error) }), { type: 'error' });
    }
  });

  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }} aria-labelledby={`report-${record.id}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={0.5} sx={{ minWidth: 0 }}>
        <Checkbox
          size="small"
          checked={selectedIds.includes(record.id)}
          onChange={() => onToggleItem(record.id)}
          slotProps={{ input: { 'aria-label': translate('app.work_lists.reports.select', { title: record.title }) } }}
          sx={{ alignSelf: 'flex-start', mt: -0.75 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`report-${record.id}`} variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {record.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {place} · {t('last_reported')}: {formatDateTime(record.last_reported_at)}
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }} component="ul" aria-label={t('reasons')}>
            {REASON_ORDER.filter((reason) => record.reasons[reason]).map((reason) => (
              <Chip
                key={reason}
                component="li"
                size="small"
                color={reason === 'fraud' ? 'error' : 'default'}
                label={`${t(`reason.${reason}`)} × ${record.reasons[reason]}`}
              />
            ))}
            {record.held ? (
              <Chip component="li" size="small" color="warning" label={t('held')} />
            ) : (
              Boolean(record.reasons.fraud) && (
                <Chip component="li" size="small" variant="outlined" label={t('in_search', { counted: record.counted_fraud_reports })} />
              )
            )}
          </Stack>
          {record.details.map((text) => (
            <Typography key={text} variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              “{text}”
            </Typography>
          ))}
        </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
          <Button size="small" onClick={() => void dismiss()} loading={busy} aria-busy={busy} aria-label={t('dismiss_label', { title: record.title })}>
            {t('dismiss')}
          </Button>
          <Button size="small" color="error" variant="outlined" onClick={() => setUnlisting(true)} disabled={busy} aria-label={t('unlist_label', { title: record.title })}>
            {t('unlist')}
          </Button>
        </Stack>
      </Stack>
      {unlisting && <UnlistDialog property={record} onClose={() => setUnlisting(false)} />}
    </Box>
  );
}

/** Selects every reported listing shown, or none once all are. */
function SelectAll() {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect } = useListContext<ReportQueueRecord>();
  const ids = data.map((r) => r.id);
  const all = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={!all && selectedIds.length > 0}
      onChange={() => onSelect(all ? [] : ids)}
      slotProps={{ input: { 'aria-label': translate('app.work_lists.reports.select_all') } }}
    />
  );
}

function Queue() {
  const translate = useTranslate();
  const { data, total, isPending, error } = useListContext<ReportQueueRecord>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.listing_reports.${key}`, options);
  if (isPending) return null;
  return (
    <Box component="section" aria-labelledby="report-queue-heading" sx={{ p: 2, mb: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id="report-queue-heading" variant="h6" component="h2">
        {total ? t('heading_count', { count: total }) : t('heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('intro')}
      </Typography>
      {error ? (
        <Typography role="alert" color="error">
          {t('load_failed')}
        </Typography>
      ) : !data?.length ? (
        <Typography variant="body2">{t('empty')}</Typography>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <SelectAll />
            <BulkDismissButton />
          </Stack>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {data.map((record) => (
              <Row key={record.id} record={record} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * The queue above the listings: the listings with open reports, latest first, 25 at a time. Its
 * selection is its own (the listings' table below keeps theirs), and it stays out of the address.
 */
export function ReportQueue() {
  return (
    <ListBase<ReportQueueRecord>
      resource="listing_report_queue"
      sort={{ field: 'last_reported_at', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation
    >
      <Queue />
    </ListBase>
  );
}
