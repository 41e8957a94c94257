import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { ActiveProperties } from './ActiveProperties.tsx';
import { managedProperties } from './fixtures.ts';
import type { ManagedPropertyRecord } from './types.ts';

const meta = {
  title: 'Backoffice/ManagedRentals/ActiveProperties',
  component: ActiveProperties,
  parameters: { lists: { admin_managed_properties: managedProperties }, freshStore: true },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ActiveProperties>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A configured property with its rent, RVL, payment mode and day, and lease end. */
export const Default: Story = {};
export const Loading: Story = { parameters: { lists: { admin_managed_properties: 'loading' } } };
export const Empty: Story = { parameters: { lists: { admin_managed_properties: [] } } };
export const Error: Story = { parameters: { lists: { admin_managed_properties: 'error' } } };

/** A second property whose lease ends on 31 December 2026. */
const endingSoon: ManagedPropertyRecord = {
  ...managedProperties[0]!,
  id: 'mp2',
  property_name: '12 MG Road, Koramangala, Bengaluru',
  owner_name: 'Vikram Rao',
  lease_end_date: '2026-12-31',
};

/** Opened from an address that asks for the leases ending by the end of 2026. */
export const Filtered: Story = {
  parameters: {
    lists: { admin_managed_properties: [...managedProperties, endingSoon] },
    path: `/?${new URLSearchParams({ filter: JSON.stringify({ 'lease_end_date@lte': '2026-12-31' }) })}`,
  },
};
