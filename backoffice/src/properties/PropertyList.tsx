import { Chip, Stack, Typography } from '@mui/material';
import { formatRupees } from '@rentals/core/money';
import { PROPERTIES_LOAD_FAILED } from '@rentals/core/messages/adminReviews';
import { DataTable, List, TextField, TopToolbar } from 'react-admin';
import { ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { PagedExportButton } from '../common/PagedExportButton.tsx';
import { BulkApproveButton, ModerationActions } from './ModerationActions.tsx';
import { ModerationTabs } from './ModerationTabs.tsx';
import { reviewState } from './moderationFilters.ts';
import { ESTIMATED_COUNT_META, PROPERTY_CSV } from './propertyCsv.ts';

export interface PropertyRecord {
  id: string;
  title: string;
  city: string | null;
  locality: string | null;
  rent: number | string;
  availability: string;
  verified: boolean;
  rejection_reason?: string | null;
  rejected_at?: string | null;
  created_at?: string;
}

const Column = DataTable.Col<PropertyRecord>;

const REVIEW_CHIPS = {
  verified: { label: 'Verified', color: 'success' },
  pending: { label: 'Pending review', color: 'warning' },
  rejected: { label: 'Rejected', color: 'error' },
} as const;

function Review({ record }: { record: PropertyRecord }) {
  const chip = REVIEW_CHIPS[reviewState(record)];
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" label={chip.label} color={chip.color} />
      {record.rejection_reason && (
        <Typography variant="caption" color="text.secondary">
          {record.rejection_reason}
        </Typography>
      )}
    </Stack>
  );
}

// react-admin's own export asks for 1,000 rows at once; this one pages 100 at a time.
const Actions = () => (
  <TopToolbar>
    <PagedExportButton filename="properties" columns={PROPERTY_CSV} meta={ESTIMATED_COUNT_META} />
  </TopToolbar>
);

/** Every listing, newest first, with its review state: approve, reject with a reason, or approve a selection at once. */
export function PropertyList() {
  return (
    <List
      sx={SCROLLING_LIST_SX}
      sort={{ field: 'created_at', order: 'DESC' }}
      queryOptions={{ meta: ESTIMATED_COUNT_META }}
      actions={<Actions />}
      error={<ListError text={PROPERTIES_LOAD_FAILED} />}
    >
      <ModerationTabs />
      <DataTable<PropertyRecord> rowClick={false} bulkActionButtons={<BulkApproveButton />}>
        <Column source="title" />
        <Column source="city" />
        <Column source="locality" />
        <Column source="rent" align="right" render={(record) => formatRupees(record.rent)} />
        <Column source="availability" field={TextField} />
        <Column source="verified" render={(record) => <Review record={record} />} />
        <Column
          label="resources.properties.fields.actions"
          render={(record) => <ModerationActions record={record} />}
        />
      </DataTable>
    </List>
  );
}
