import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { ActiveProperties } from './ActiveProperties.tsx';
import { managedProperties } from './fixtures.ts';

const meta = {
  title: 'Backoffice/ManagedRentals/ActiveProperties',
  component: ActiveProperties,
  parameters: { lists: { admin_managed_properties: managedProperties } },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ActiveProperties>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A configured property with its rent, RVL, payment mode and day, and lease end. */
export const Default: Story = {};
export const Loading: Story = { parameters: { lists: { admin_managed_properties: 'loading' } } };
export const Empty: Story = { parameters: { lists: { admin_managed_properties: [] } } };
export const Error: Story = { parameters: { lists: { admin_managed_properties: 'error' } } };
