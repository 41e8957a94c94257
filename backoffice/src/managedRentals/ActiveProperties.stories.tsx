import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { ActiveProperties } from './ActiveProperties.tsx';
import { managedProperties } from './fixtures.ts';

const meta = {
  title: 'Backoffice/ManagedRentals/ActiveProperties',
  component: ActiveProperties,
  parameters: { lists: { managed_property_details: managedProperties } },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ActiveProperties>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A configured property with its rent, RVL, payment mode and day, and lease end. */
export const Default: Story = {};
export const Loading: Story = { parameters: { lists: { managed_property_details: 'loading' } } };
export const Empty: Story = { parameters: { lists: { managed_property_details: [] } } };
export const Error: Story = { parameters: { lists: { managed_property_details: 'error' } } };
