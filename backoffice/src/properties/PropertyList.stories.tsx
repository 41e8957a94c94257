import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResourceContextProvider } from 'react-admin';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { rows } from './fixtures.ts';
import { PropertyList, type PropertyRecord } from './PropertyList.tsx';

const meta = {
  title: 'Backoffice/Properties/PropertyList',
  component: PropertyList,
  parameters: { lists: { properties: rows }, methods: {}, freshStore: true },
  decorators: [
    (Story) => (
      <ResourceContextProvider value="properties">
        <Story />
      </ResourceContextProvider>
    ),
    withStoryAdmin,
  ],
} satisfies Meta<typeof PropertyList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address asking for every listing, whatever its review state. */
const ALL = `/?${new URLSearchParams({ filter: JSON.stringify({}) })}`;

/** Opens on the listings waiting for review. */
export const Default: Story = {};
/** Every listing, from an address that asks for them all. */
export const All: Story = { parameters: { path: ALL } };
/** Opened from an address that carries a city: the Kolkata listings of every review state. */
export const Filtered: Story = {
  parameters: { path: `/?${new URLSearchParams({ filter: JSON.stringify({ 'city@ilike': 'Kolkata' }) })}` },
};
export const Loading: Story = { parameters: { lists: { properties: 'loading' } } };
export const Empty: Story = { parameters: { lists: { properties: [] } } };
export const Error: Story = { parameters: { lists: { properties: 'error' } } };

/** 230 listings: more than one page of the export's 100-row requests. */
export const Many: Story = {
  parameters: {
    path: ALL,
    lists: {
      properties: Array.from({ length: 230 }, (_, n): PropertyRecord => ({
        ...rows[n % rows.length]!,
        id: `many-${n}`,
        title: `Listing ${n + 1}`,
        created_at: '2026-11-20T06:30:00Z',
      })),
    },
  },
};

/** Every moderation call is refused by the database. */
export const ActionsFail: Story = {
  parameters: {
    path: ALL,
    methods: {
      approveListing: () => Promise.reject(new ApiError('Only admins can approve properties')),
      approveListings: () => Promise.reject(new ApiError('Property not found')),
      rejectListing: () => Promise.reject(new ApiError('Only admins can reject properties')),
    },
  },
};
