import { Button, Chip, Stack } from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { MANAGED_RENTALS_LOAD_FAILED } from '@rentals/core/messages/adminReviews';
import { applicationBadgeVariant, PENDING_APPLICATION_STATUSES } from '@rentals/core/rules/status';
import { lazy, Suspense, useState } from 'react';
import { ColumnsButton, DataTable, List, TopToolbar, useNotify, useTranslate } from 'react-admin';
import { badgeColor } from '../common/badgeColor.ts';
import { useStatusLabel } from '../console/codeLabels.ts';
import { usePropertyTypeLabel } from '../common/usePropertyTypeLabel.ts';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { PagedExportButton } from '../common/PagedExportButton.tsx';
import { TwoLines } from '../common/TwoLines.tsx';
import { DeclineDialog } from './DeclineDialog.tsx';
import { PendingAside, pendingFilters } from './managedFilters.tsx';
import { PENDING_CSV } from './managedCsv.ts';
import { TERM_SOURCES, TermColumns } from './TermColumns.tsx';
import type { ApplicationRecord } from './types.ts';
import './texts.ts';

// The approval form and its date pickers load when an admin opens it, so the screen itself stays light.
const ApproveConfigureDialog = lazy(() =>
  import('./ApproveConfigureDialog.tsx').then((m) => ({ default: m.ApproveConfigureDialog })),
);

const Column = DataTable.Col<ApplicationRecord>;
/** Submitted and under review applications (spec 4), as the Pending Approval tab and its count read them. */
export const PENDING_FILTER = { 'status@in': `(${PENDING_APPLICATION_STATUSES.join(',')})` };

/** 'Kothrud, Pune': how the row is headed and how its buttons name it. */
const applicationName = (a: ApplicationRecord) => [a.locality, a.property_location].filter(Boolean).join(', ');

function Property({ a }: { a: ApplicationRecord }) {
  const translate = useTranslate();
  const typeLabel = usePropertyTypeLabel();
  const via = a.broker_name ? translate('app.listing_codes.via_broker', { name: a.broker_name }) : '';
  const details = [typeLabel(a.property_type), a.bedrooms ? `${a.bedrooms} BHK` : '', via]
    .filter(Boolean)
    .join(' · ');
  return <TwoLines primary={applicationName(a)} secondary={details} />;
}

/**
 * Applications waiting for review, newest first, each with Approve & Configure and Decline: searched
 * and filtered in the address (saved as queries), one line a row, the programme's terms behind Columns.
 */
export function PendingApplications() {
  const notify = useNotify();
  const translate = useTranslate();
  const statusLabel = useStatusLabel();
  const [approving, setApproving] = useState<ApplicationRecord | null>(null);
  const [declining, setDeclining] = useState<ApplicationRecord | null>(null);
  return (
    <>
      <List<ApplicationRecord>
        sx={SCROLLING_LIST_SX}
        resource="admin_managed_applications"
        filter={PENDING_FILTER}
        filters={pendingFilters}
        aside={<PendingAside />}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        title={false}
        actions={
          <TopToolbar>
            <ColumnsButton />
            <PagedExportButton filename="pending-managed-rentals" columns={PENDING_CSV} />
          </TopToolbar>
        }
        empty={<EmptyText text="app.managed_rentals.empty_pending" />}
        error={<ListError text={MANAGED_RENTALS_LOAD_FAILED} />}
        queryOptions={{ onError: () => notify(MANAGED_RENTALS_LOAD_FAILED, { type: 'error' }) }}
      >
        <DataTable<ApplicationRecord> rowClick={false} bulkActionButtons={false} hiddenColumns={TERM_SOURCES}>
          <Column source="property_location" render={(a) => <Property a={a} />} />
          <Column
            source="landlord_name"
            render={(a) => (a.landlord_name ? <TwoLines primary={a.landlord_name} secondary={a.landlord_phone} maxWidth={180} /> : '—')}
          />
          <Column
            source="monthly_rent"
            align="right"
            render={(a) => formatRupees(a.monthly_rent)}
          />
          <TermColumns />
          <Column source="created_at" render={(a) => formatDate(a.created_at)} />
          <Column
            source="status"
            render={(a) => (
              <Chip
                size="small"
                label={statusLabel(a.status)}
                color={badgeColor(applicationBadgeVariant(a.status))}
              />
            )}
          />
          <Column
            source="actions"
            disableSort
            label="resources.admin_managed_applications.fields.actions"
            render={(a) => (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'nowrap' }}>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => setApproving(a)}
                  aria-label={translate('app.row_actions.approve_configure', { name: applicationName(a) })}
                >
                  {translate('app.managed_rentals.approve_configure')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  onClick={() => setDeclining(a)}
                  aria-label={translate('app.row_actions.decline', { name: applicationName(a) })}
                >
                  {translate('app.managed_rentals.decline')}
                </Button>
              </Stack>
            )}
          />
        </DataTable>
      </List>
      {approving && (
        <Suspense fallback={null}>
          <ApproveConfigureDialog application={approving} onClose={() => setApproving(null)} />
        </Suspense>
      )}
      {declining && <DeclineDialog application={declining} onClose={() => setDeclining(null)} />}
    </>
  );
}
