import { Chip, Stack, Typography } from '@mui/material';
import { formatRupees } from '@rentals/core/money';
import { PROPERTIES_LOAD_FAILED } from '@rentals/core/messages/adminReviews';
import { DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { ListError } from '../common/ListStates.tsx';
import { useStatusLabel } from '../console/codeLabels.ts';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { PagedExportButton } from '../common/PagedExportButton.tsx';
import { BulkApproveButton, ModerationActions } from './ModerationActions.tsx';
import { ModerationTabs } from './ModerationTabs.tsx';
import { ReportQueue } from './ReportQueue.tsx';
import { ConversationReportQueue } from './ConversationReportQueue.tsx';
import { EditFactsButton } from './EditFactsButton.tsx';
import { reviewState } from './moderationFilters.ts';
import { reviewChangeList, type ReviewChanges } from './reviewChanges.ts';
import { useChangeLabels } from './useChangeLabels.ts';
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
  review_changes?: ReviewChanges | null;
  created_at?: string;
}

const Column = DataTable.Col<PropertyRecord>;

const REVIEW_CHIPS = {
  verified: { label: 'Verified', color: 'success' },
  pending: { label: 'Pending review', color: 'warning' },
  rejected: { label: 'Rejected', color: 'error' },
} as const;

// An approved listing its owner has changed waits again; the moderator sees what changed.
function Changes({ changes }: { changes: ReviewChanges | null | undefined }) {
  const translate = useTranslate();
  const said = useChangeLabels();
  const list = reviewChangeList(changes);
  if (!list.length) return null;
  return (
    <Stack component="ul" spacing={0.25} aria-label={translate('resources.properties.fields.review_changes')} sx={{ m: 0, pl: 2 }}>
      {list.map(({ column, from, to }) => (
        <Typography key={column} component="li" variant="caption" sx={{ overflowWrap: 'anywhere' }}>
          {said.column(column)}: {said.value(column, from)} → {said.value(column, to)}
        </Typography>
      ))}
    </Stack>
  );
}

function Review({ record }: { record: PropertyRecord }) {
  const translate = useTranslate();
  const state = reviewState(record);
  const chip = REVIEW_CHIPS[state];
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        label={translate(`app.moderation.tabs.${state}`, { _: chip.label })}
        color={chip.color}
      />
      {record.rejection_reason && (
        <Typography variant="caption" color="text.secondary">
          {record.rejection_reason}
        </Typography>
      )}
      <Changes changes={record.review_changes} />
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
  const translate = useTranslate();
  const statusLabel = useStatusLabel();
  return (
    <List
      sx={SCROLLING_LIST_SX}
      sort={{ field: 'created_at', order: 'DESC' }}
      queryOptions={{ meta: ESTIMATED_COUNT_META }}
      actions={<Actions />}
      error={<ListError text={PROPERTIES_LOAD_FAILED} />}
    >
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('resources.properties.name', { smart_count: 2 })}
      </Typography>
      <ReportQueue />
      <ConversationReportQueue />
      <ModerationTabs />
      <DataTable<PropertyRecord> rowClick={false} bulkActionButtons={<BulkApproveButton />}>
        <Column source="title" />
        <Column source="city" />
        <Column source="locality" />
        <Column source="rent" align="right" render={(record) => formatRupees(record.rent)} />
        <Column source="availability" render={(record) => statusLabel(record.availability)} />
        <Column source="verified" render={(record) => <Review record={record} />} />
        <Column
          label="resources.properties.fields.actions"
          render={(record) => <ModerationActions record={record} />}
        />
        <Column label="app.property_facts.column" render={(record) => <EditFactsButton record={record} />} />
      </DataTable>
    </List>
  );
}
