import { addDays, monthStart, todayIso } from '@rentals/core/dates';
import { FilterList, FilterListItem, TextInput } from 'react-admin';
import { ChoiceFilter } from '../common/ChoiceFilter.tsx';
import { REGISTRATION_PROVIDER_CODES } from '../i18n/lists.ts';
import { useStatusLabel } from '../console/codeLabels.ts';
import { ListAside } from '../common/ListAside.tsx';
import { REGISTRATION_STATUSES } from './types.ts';


/** The list opens on the registrations an admin can still activate. */
export const DEFAULT_FILTER = { status: 'pending' };

/** A moment at the start of an Indian day, as PostgREST compares timestamps. */
const dayStart = (date: string) => `${date}T00:00:00+05:30`;

/** Search (broker's name, phone, city or the reference) and status, above the rows on every screen size. */
export const registrationFilters = [
  <TextInput key="q" source="q" type="search" label="app.lists.search" size="small" helperText={false} alwaysOn resettable={false} />,
  <ChoiceFilter
    key="status"
    source="status"
    label="app.lists.status"
    allLabel="app.lists.all_statuses"
    choices={REGISTRATION_STATUSES.map((id) => ({ id, name: `app.statuses.${id}` }))}
    alwaysOn
  />,
];

/** Saved queries and quick filters: provider, a repeated reference, when they registered. */
export function RegistrationAside() {
  const statusLabel = useStatusLabel();
  const today = todayIso();
  return (
    <ListAside>
      <FilterList label="app.lists.provider" icon={null}>
        {REGISTRATION_PROVIDER_CODES.map((provider) => (
          <FilterListItem key={provider} label={statusLabel(provider)} value={{ provider }} />
        ))}
      </FilterList>
      <FilterList label="app.lists.reference" icon={null}>
        <FilterListItem label="app.lists.reference_repeated" value={{ reference_repeated: true }} />
      </FilterList>
      <FilterList label="app.lists.registered" icon={null}>
        <FilterListItem label="app.lists.today" value={{ 'created_at@gte': dayStart(today) }} />
        <FilterListItem label="app.lists.last_7_days" value={{ 'created_at@gte': dayStart(addDays(today, -6)) }} />
        <FilterListItem label="app.lists.this_month" value={{ 'created_at@gte': dayStart(monthStart(today)) }} />
      </FilterList>
    </ListAside>
  );
}
