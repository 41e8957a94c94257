import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { PROPERTIES_LOAD_FAILED } from '@rentals/core/messages/adminReviews';
import { ColumnsButton, DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { ListError } from '../common/ListStates.tsx';
import { useStatusLabel } from '../console/codeLabels.ts';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { TwoLines } from '../common/TwoLines.tsx';
import { PagedExportButton } from '../common/PagedExportButton.tsx';
import { BulkApproveButton, ModerationActions } from './ModerationActions.tsx';
import { ModerationTabs } from './ModerationTabs.tsx';
import { ReportQueue } from './ReportQueue.tsx';
import { ConversationReportQueue } from './ConversationReportQueue.tsx';
import { EditFactsButton } from './EditFactsButton.tsx';
import { reviewState } from './moderationFilters.ts';
import { DEFAULT_FILTER, PropertyAside, propertyFilters } from './propertyFilters.tsx';
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

// An approved listing its owner has changed waits again; the moderator sees what changed, on one
// line cut with an ellipsis (the whole of it is the line's title).
function Changes({ changes }: { changes: ReviewChanges | null | undefined }) {
  const translate = useTranslate();
  const said = useChangeLabels();
  const list = reviewChangeList(changes).map(
    ({ column, from, to }) => `${said.column(column)}: ${said.value(column, from)} → ${said.value(column, to)}`,
  );
  if (!list.length) return null;
  return (
    <Box
      component="ul"
      aria-label={translate('resources.properties.fields.review_changes')}
      title={list.join('; ')}
      sx={{
        m: 0,
        p: 0,
        maxWidth: 260,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        typography: 'caption',
        color: 'text.secondary',
        '& li': { display: 'inline' },
        '& li + li::before': { content: '"; "' },
      }}
    >
      {list.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </Box>
  );
}

/** The review state's chip, and under it the reason a listing was rejected or what changed since approval. */
function Review({ record }: { record: PropertyRecord }) {
  const translate = useTranslate();
  const state = reviewState(record);
  const chip = REVIEW_CHIPS[state];
  return (
    <Stack sx={{ alignItems: 'flex-start', maxWidth: 260 }}>
      <Chip
        size="small"
        label={translate(`app.moderation.tabs.${state}`, { _: chip.label })}
        color={chip.color}
      />
      {record.rejection_reason && (
        <Typography variant="caption" color="text.secondary" noWrap title={record.rejection_reason} sx={{ maxWidth: '100%' }}>
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
    <ColumnsButton />
    <PagedExportButton filename="properties" columns={PROPERTY_CSV} meta={ESTIMATED_COUNT_META} />
  </TopToolbar>
);

/**
 * Every listing, newest first, opening on those waiting for review: searched, filtered by city,
 * review state and date in the address (saved as queries), one line a row with its place under its
 * title; approve (with Undo), reject with a reason, or approve a selection at once.
 */
export function PropertyList() {
  const translate = useTranslate();
  const statusLabel = useStatusLabel();
  return (
    <List
      sx={SCROLLING_LIST_SX}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={propertyFilters}
      filterDefaultValues={DEFAULT_FILTER}
      aside={<PropertyAside />}
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
      <DataTable<PropertyRecord>
        rowClick={false}
        bulkActionButtons={<BulkApproveButton />}
        hiddenColumns={['city', 'locality']}
      >
        <Column
          source="title"
          render={(record) => (
            <TwoLines primary={record.title} secondary={[record.locality, record.city].filter(Boolean).join(', ')} />
          )}
        />
        <Column source="city" />
        <Column source="locality" />
        <Column source="rent" align="right" render={(record) => formatRupees(record.rent)} />
        <Column source="availability" render={(record) => statusLabel(record.availability)} />
        <Column source="created_at" render={(record) => formatDate(record.created_at)} />
        <Column source="verified" render={(record) => <Review record={record} />} />
        <Column
          source="actions"
          disableSort
          label="resources.properties.fields.actions"
          render={(record) => <ModerationActions record={record} />}
        />
        <Column label="app.property_facts.column" render={(record) => <EditFactsButton record={record} />} />
      </DataTable>
    </List>
  );
}
