import { addDays, monthStart, todayIso } from '@rentals/core/dates';
import { FilterList, FilterListItem, TextInput } from 'react-admin';
import { ListAside } from '../common/ListAside.tsx';
import { REVIEW_FILTERS } from './moderationFilters.ts';
import './texts.ts';

/** The list opens on the listings waiting for review: the daily queue. */
export const DEFAULT_FILTER = REVIEW_FILTERS.pending;

/** A moment at the start of an Indian day, as PostgREST compares timestamps. */
const dayStart = (date: string) => `${date}T00:00:00+05:30`;

/** Search (title, city or locality) and city, above the rows on every screen size; the review tabs sit below. */
export const propertyFilters = [
  <TextInput key="q" source="q" type="search" label="app.lists.search" size="small" helperText={false} alwaysOn resettable={false} />,
  <TextInput key="city" source="city@ilike" label="app.work_lists.city" size="small" helperText={false} alwaysOn resettable={false} />,
];

/** Saved queries, and when the listing was posted. */
export function PropertyAside() {
  const today = todayIso();
  return (
    <ListAside>
      <FilterList label="app.work_lists.listed" icon={null}>
        <FilterListItem label="app.lists.today" value={{ 'created_at@gte': dayStart(today) }} />
        <FilterListItem label="app.lists.last_7_days" value={{ 'created_at@gte': dayStart(addDays(today, -6)) }} />
        <FilterListItem label="app.lists.this_month" value={{ 'created_at@gte': dayStart(monthStart(today)) }} />
      </FilterList>
    </ListAside>
  );
}
