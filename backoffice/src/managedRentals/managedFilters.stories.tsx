import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListContextProvider, useList } from 'react-admin';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { managedProperties } from './fixtures.ts';
import { ActiveAside, PendingAside, RvlAside } from './managedFilters.tsx';

const ASIDES = { pending: PendingAside, active: ActiveAside, rvl: RvlAside };

/** A managed-rental list's side panel over `filter`. */
function Aside({ list: name, filter }: { list: keyof typeof ASIDES; filter: Record<string, unknown> }) {
  const list = useList({ data: managedProperties, resource: 'admin_managed_properties', filter });
  const Panel = ASIDES[name];
  return (
    <ListContextProvider value={list}>
      <Panel />
    </ListContextProvider>
  );
}

const meta = {
  title: 'Backoffice/ManagedRentals/ManagedAsides',
  component: Aside,
  args: { list: 'active', filter: {} },
  decorators: [withStoryAdmin],
  parameters: { freshStore: true },
} satisfies Meta<typeof Aside>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active Properties: leases ending soon and when the property was added. */
export const Active: Story = {};
/** Pending Approval: when the application was submitted. */
export const Pending: Story = { args: { list: 'pending' } };
/** RVL Tracking: when the property was added. */
export const Rvl: Story = { args: { list: 'rvl' } };
/** In the Hindi console. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
