import { addDays, monthStart, todayIso } from '@rentals/core/dates';
import { PENDING_APPLICATION_STATUSES } from '@rentals/core/rules/status';
import { FilterList, FilterListItem, TextInput } from 'react-admin';
import { ChoiceFilter } from '../common/ChoiceFilter.tsx';
import { ListAside } from '../common/ListAside.tsx';
import './texts.ts';

/** A moment at the start of an Indian day, as PostgREST compares timestamps. */
const dayStart = (date: string) => `${date}T00:00:00+05:30`;

/** The search box every managed-rental list opens with (place, landlord or owner, broker, affiliate id). */
const search = (
  <TextInput key="q" source="q" type="search" label="app.lists.search" size="small" helperText={false} alwaysOn resettable={false} />
);

/** Pending Approval: search, and which of the waiting statuses (both until one is picked). */
export const pendingFilters = [
  search,
  <ChoiceFilter
    key="status"
    source="status"
    label="app.lists.status"
    allLabel="app.work_lists.all_pending"
    choices={PENDING_APPLICATION_STATUSES.map((id) => ({ id, name: `app.statuses.${id}` }))}
    alwaysOn
  />,
];

/** Active Properties and RVL Tracking: search. */
export const searchFilters = [search];

/** When a row was created: today, the last 7 days, this month. */
function CreatedFilter({ label }: { label: string }) {
  const today = todayIso();
  return (
    <FilterList label={label} icon={null}>
      <FilterListItem label="app.lists.today" value={{ 'created_at@gte': dayStart(today) }} />
      <FilterListItem label="app.lists.last_7_days" value={{ 'created_at@gte': dayStart(addDays(today, -6)) }} />
      <FilterListItem label="app.lists.this_month" value={{ 'created_at@gte': dayStart(monthStart(today)) }} />
    </FilterList>
  );
}

/** Saved queries, and when the application was submitted. */
export function PendingAside() {
  return (
    <ListAside>
      <CreatedFilter label="app.lists.submitted" />
    </ListAside>
  );
}

/** Saved queries, leases ending soon (to renew or to let again), and when the property was added. */
export function ActiveAside() {
  const today = todayIso();
  const within = (days: number) => ({ 'lease_end_date@gte': today, 'lease_end_date@lte': addDays(today, days) });
  return (
    <ListAside>
      <FilterList label="app.work_lists.lease_ends" icon={null}>
        <FilterListItem label="app.work_lists.within_30_days" value={within(30)} />
        <FilterListItem label="app.work_lists.within_90_days" value={within(90)} />
      </FilterList>
      <CreatedFilter label="app.work_lists.added" />
    </ListAside>
  );
}

/** Saved queries, and when the property was added. */
export function RvlAside() {
  return (
    <ListAside>
      <CreatedFilter label="app.work_lists.added" />
    </ListAside>
  );
}
