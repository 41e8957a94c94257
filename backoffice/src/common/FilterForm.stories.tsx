import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DASHBOARD_PROPERTY_STATUSES,
  dashboardPropertyFiltersSchema,
  type DashboardPropertyFilters,
} from '@rentals/core/validation/consoleFilters';
import { TextInput } from 'react-admin';
import { fn } from 'storybook/test';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { FilterForm, FilterSelect } from './FilterForm.tsx';

/** The Admin Dashboard's property filters: a search box and a status select. */
function PropertyFilters({
  defaultValues,
  onChange,
}: {
  defaultValues: DashboardPropertyFilters;
  onChange: (filters: DashboardPropertyFilters) => void;
}) {
  return (
    <FilterForm schema={dashboardPropertyFiltersSchema} defaultValues={defaultValues} onChange={onChange}>
      <TextInput source="search" type="search" label="Search properties" helperText={false} />
      <FilterSelect
        source="status"
        label="Status"
        choices={DASHBOARD_PROPERTY_STATUSES}
        choiceLabel={(status) => `app.admin_dashboard.statuses.${status}`}
      />
    </FilterForm>
  );
}

const meta = {
  title: 'Backoffice/Common/FilterForm',
  component: PropertyFilters,
  decorators: [withStoryMethods],
  args: { defaultValues: { search: '', status: 'all' }, onChange: fn() },
} satisfies Meta<typeof PropertyFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed or picked: every property. */
export const Empty: Story = {};

/** A list opened with filters already applied (a search and a status). */
export const Filled: Story = { args: { defaultValues: { search: 'Baner', status: 'rented' } } };
