import { Box, Tab, Tabs } from '@mui/material';
import { formatDate, formatMonth, shortId } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CrmCommission, CrmPayment, CrmRvlRecord, UserCrm } from '../dataProvider/crm.ts';
import { ActivityLog } from './ActivityLog.tsx';
import { RecordTable, type RecordColumn } from './RecordTable.tsx';
import './texts.ts';

const TABS = ['rvl', 'commissions', 'payments', 'activity'] as const;

const RVL_COLUMNS: RecordColumn<CrmRvlRecord>[] = [
  { key: 'id', render: (r) => shortId(r.id) },
  { key: 'property_location', render: (r) => r.property_location },
  { key: 'monthly_rent', render: (r) => formatRupees(r.monthly_rent), align: 'right' },
  {
    key: 'rental_value_locked',
    render: (r) => formatRupees(r.rental_value_locked),
    align: 'right',
  },
  { key: 'status', render: (r) => r.status.replace('_', ' ') },
  { key: 'created_at', render: (r) => formatDate(r.created_at) },
];

const COMMISSION_COLUMNS: RecordColumn<CrmCommission>[] = [
  { key: 'id', render: (r) => shortId(r.id) },
  { key: 'month_year', render: (r) => formatMonth(r.month_year) },
  { key: 'amount', render: (r) => formatRupees(r.amount), align: 'right' },
  { key: 'commission_type', render: (r) => r.commission_type },
  { key: 'percentage', render: (r) => `${Number(r.percentage)}%`, align: 'right' },
  { key: 'status', render: (r) => r.status },
];

const PAYMENT_COLUMNS: RecordColumn<CrmPayment>[] = [
  { key: 'id', render: (r) => shortId(r.id) },
  { key: 'kind', render: (r) => r.kind.replace('_', ' ') },
  { key: 'provider', render: (r) => r.provider },
  { key: 'amount', render: (r) => formatRupees(r.amount), align: 'right' },
  { key: 'status', render: (r) => r.status },
  { key: 'paid_at', render: (r) => formatDate(r.paid_at) },
];

/** Tabs RVL Records, Commissions, Payments and Activity Log (spec 2.11). */
export function CrmRecords({ crm }: { crm: UserCrm }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<(typeof TABS)[number]>('rvl');
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, next) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={translate(`app.crm.tabs.${key}`)}
            id={`crm-tab-${key}`}
            aria-controls={`crm-panel-${key}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`crm-panel-${tab}`}
        aria-labelledby={`crm-tab-${tab}`}
        sx={{ pt: 2 }}
      >
        {tab === 'rvl' && (
          <RecordTable rows={crm.rvl_records} columns={RVL_COLUMNS} empty="app.crm.empty.rvl" />
        )}
        {tab === 'commissions' && (
          <RecordTable
            rows={crm.commissions}
            columns={COMMISSION_COLUMNS}
            empty="app.crm.empty.commissions"
          />
        )}
        {tab === 'payments' && (
          <RecordTable
            rows={crm.payments}
            columns={PAYMENT_COLUMNS}
            empty="app.crm.empty.payments"
          />
        )}
        {tab === 'activity' && <ActivityLog userId={crm.profile.id} />}
      </Box>
    </Box>
  );
}
