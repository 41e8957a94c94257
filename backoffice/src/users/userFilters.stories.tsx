import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilterForm, ListContextProvider, useList } from 'react-admin';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { USERS } from './fixtures.ts';
import { userFilters } from './userFilters.tsx';

/** The Users list's search and role filter over `filter`. */
function Filters({ filter }: { filter: Record<string, unknown> }) {
  const list = useList({ data: USERS, resource: 'admin_users', filter });
  return (
    <ListContextProvider value={{ ...list, filterValues: filter }}>
      <FilterForm filters={userFilters} />
    </ListContextProvider>
  );
}

const meta = {
  title: 'Backoffice/Users/userFilters',
  component: Filters,
  args: { filter: {} },
  decorators: [withStoryAdmin],
  parameters: { freshStore: true },
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched, every role. */
export const Empty: Story = {};
/** A search and a role chosen, as an address carries them. */
export const Filtered: Story = { args: { filter: { q: 'priya', role: 'landlord' } } };
/** In the Hindi console. */
export const Hindi: Story = { args: { filter: { role: 'broker' } }, parameters: { locale: 'hi' } };
