import { Button, Chip, Stack, Typography } from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { MANAGED_RENTALS_LOAD_FAILED } from '@rentals/core/messages/adminReviews';
import { applicationBadgeVariant, PENDING_APPLICATION_STATUSES } from '@rentals/core/rules/status';
import { lazy, Suspense, useState } from 'react';
import { DataTable, List, TopToolbar, useNotify, useTranslate } from 'react-admin';
import { badgeColor } from '../common/badgeColor.ts';
import { useStatusLabel } from '../console/codeLabels.ts';
import { usePropertyTypeLabel } from '../common/usePropertyTypeLabel.ts';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { PagedExportButton } from '../common/PagedExportButton.tsx';
import { DeclineDialog } from './DeclineDialog.tsx';
import { PENDING_CSV } from './managedCsv.ts';
import { TermColumns } from './TermColumns.tsx';
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
  return (
    <Stack>
      <Typography variant="body2" fontWeight={600}>
        {applicationName(a)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {typeLabel(a.property_type)}
        {a.bedrooms ? ` · ${a.bedrooms} BHK` : ''}
        {a.broker_name ? ` · ${translate('app.listing_codes.via_broker', { name: a.broker_name })}` : ''}
      </Typography>
    </Stack>
  );
}

/** Applications waiting for review, newest first, each with Approve & Configure and Decline. */
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
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        title={false}
        actions={
          <TopToolbar>
            <PagedExportButton filename="pending-managed-rentals" columns={PENDING_CSV} />
          </TopToolbar>
        }
        storeKey="managedRentals.pending"
        disableSyncWithLocation
        empty={<EmptyText text="app.managed_rentals.empty_pending" />}
        error={<ListError text={MANAGED_RENTALS_LOAD_FAILED} />}
        queryOptions={{ onError: () => notify(MANAGED_RENTALS_LOAD_FAILED, { type: 'error' }) }}
      >
        <DataTable<ApplicationRecord> rowClick={false} bulkActionButtons={false}>
          <Column source="property_location" render={(a) => <Property a={a} />} />
          <Column source="landlord_name" render={(a) => a.landlord_name ?? '—'} />
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
            label="resources.admin_managed_applications.fields.actions"
            render={(a) => (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
