import { Button } from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { SHADOW_BALANCING_LOAD_FAILED } from '@rentals/core/messages/adminReviews';
import { todayIso } from '@rentals/core/dates';
import { lazy, Suspense, useState } from 'react';
import { DataTable, List, TextInput, TopToolbar, useNotify, useTranslate } from 'react-admin';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { PagedExportButton } from '../common/PagedExportButton.tsx';
import { brokerCsv } from './brokerCsv.ts';
import { ShadowBalancingStatus } from './ShadowBalancingStatus.tsx';
import { useRankLabel } from '../console/codeLabels.ts';
import type { BrokerRecord } from './types.ts';
import './texts.ts';

// The dialog and its date pickers load when an admin opens it, so the screen itself stays light.
const ConfigureShadowBalancingDialog = lazy(() =>
  import('./ConfigureShadowBalancingDialog.tsx').then((m) => ({
    default: m.ConfigureShadowBalancingDialog,
  })),
);

const Column = DataTable.Col<BrokerRecord>;
// Case-insensitive part of the name, on the server (brokers_name_idx orders; the filter narrows).
const FILTERS = [
  <TextInput key="q" source="name@ilike" label="app.shadow_balancing.search" alwaysOn resettable />,
];

/** Brokers by name with their shadow balancing, 25 a page, each with Configure. */
export function BrokerShadowList() {
  const notify = useNotify();
  const translate = useTranslate();
  const rankLabel = useRankLabel();
  const [editing, setEditing] = useState<BrokerRecord | null>(null);
  const today = todayIso();
  return (
    <>
      <List<BrokerRecord>
        sx={SCROLLING_LIST_SX}
        resource="brokers"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        title={false}
        actions={
          <TopToolbar>
            <PagedExportButton filename="shadow-balancing-brokers" columns={brokerCsv(today)} />
          </TopToolbar>
        }
        filters={FILTERS}
        storeKey="shadowBalancing.brokers"
        disableSyncWithLocation
        empty={<EmptyText text="app.shadow_balancing.empty_brokers" />}
        error={<ListError text={SHADOW_BALANCING_LOAD_FAILED} />}
        queryOptions={{ onError: () => notify(SHADOW_BALANCING_LOAD_FAILED, { type: 'error' }) }}
      >
        <DataTable<BrokerRecord> rowClick={false} bulkActionButtons={false}>
          <Column source="name" />
          <Column source="current_rank" render={(r) => rankLabel(r.current_rank, true)} />
          <Column
            source="shadow_balancing_enabled"
            render={(r) => <ShadowBalancingStatus broker={r} today={today} />}
          />
          <Column
            source="shadow_balancing_end_date"
            render={(r) => formatDate(r.shadow_balancing_end_date)}
          />
          <Column
            source="shadow_balancing_reason"
            render={(r) => r.shadow_balancing_reason ?? '—'}
          />
          <Column
            label="resources.brokers.fields.actions"
            render={(r) => (
              <Button
                size="small"
                variant="outlined"
                onClick={() => setEditing(r)}
                aria-label={translate('app.row_actions.configure', { name: r.name })}
              >
                {translate('app.shadow_balancing.configure')}
              </Button>
            )}
          />
        </DataTable>
      </List>
      {editing && (
        <Suspense fallback={null}>
          <ConfigureShadowBalancingDialog broker={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
