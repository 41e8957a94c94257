import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { DashboardProperty } from '../dataProvider/adminDashboard.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { PROPERTIES } from './fixtures.ts';
import { PropertiesPanel } from './PropertiesPanel.tsx';

const meta = {
  title: 'Backoffice/AdminDashboard/PropertiesPanel',
  component: PropertiesPanel,
  parameters: {
    lists: { admin_property_search: PROPERTIES },
    freshStore: true,
    methods: { approveProperty: fn(() => Promise.resolve()) },
  },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof PropertiesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing waiting for approval and a verified one. */
export const Default: Story = {};

/** Opened from an address holding a search and a status. */
export const Filtered: Story = {
  parameters: { path: `/?filter=${encodeURIComponent(JSON.stringify({ q: 'worli', availability: 'rented' }))}` },
};

export const Loading: Story = { parameters: { lists: { admin_property_search: 'loading' } } };

/** Nothing matches the search. */
export const Empty: Story = { parameters: { lists: { admin_property_search: [] } } };

export const Error: Story = { parameters: { lists: { admin_property_search: 'error' } } };

/** 25 listings: a second page of 20. */
export const TwoPages: Story = {
  parameters: {
    lists: {
      admin_property_search: Array.from({ length: 25 }, (_, n): DashboardProperty => ({
        ...PROPERTIES[0]!,
        id: `p-${n + 1}`,
        title: `Listing ${n + 1}`,
      })),
    },
  },
};

/** The database refuses the approval. */
export const ApproveFails: Story = {
  parameters: { methods: { approveProperty: () => Promise.reject(new globalThis.Error('Property not found')) } },
};

/** An approval under way: its button is busy and sends nothing more. */
export const Approving: Story = { parameters: { methods: { approveProperty: fn(pending) } } };
