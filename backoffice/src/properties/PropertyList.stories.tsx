import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResourceContextProvider } from 'react-admin';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { PropertyList, type PropertyRecord } from './PropertyList.tsx';

const rows: PropertyRecord[] = [
  {
    id: 'p1',
    title: '3 BHK apartment in Koramangala',
    city: 'Bengaluru',
    locality: 'Koramangala',
    rent: 45000,
    availability: 'available',
    verified: true,
    rejection_reason: null,
    rejected_at: null,
  },
  {
    id: 'p2',
    title: 'Sea-facing penthouse in Worli',
    city: 'Mumbai',
    locality: 'Worli',
    rent: 450000,
    availability: 'rented',
    verified: true,
    rejection_reason: null,
    rejected_at: null,
  },
  {
    id: 'p3',
    title: '1 RK studio near Hinjewadi Phase 1',
    city: 'Pune',
    locality: 'Hinjewadi',
    rent: '12500.00',
    availability: 'available',
    verified: false,
    rejection_reason: null,
    rejected_at: null,
  },
  {
    id: 'p4',
    title: '2 BHK in Salt Lake Sector V',
    city: 'Kolkata',
    locality: 'Salt Lake',
    rent: 22000,
    availability: 'available',
    verified: false,
    rejection_reason: 'The photos show a different flat',
    rejected_at: '2026-11-23T10:00:00Z',
  },
];

const meta = {
  title: 'Backoffice/Properties/PropertyList',
  component: PropertyList,
  parameters: { lists: { properties: rows }, methods: {} },
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

export const Default: Story = {};
export const Loading: Story = { parameters: { lists: { properties: 'loading' } } };
export const Empty: Story = { parameters: { lists: { properties: [] } } };
export const Error: Story = { parameters: { lists: { properties: 'error' } } };

/** 230 listings: more than one page of the export's 100-row requests. */
export const Many: Story = {
  parameters: {
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
    methods: {
      approveListing: () => Promise.reject(new ApiError('Only admins can approve properties')),
      approveListings: () => Promise.reject(new ApiError('Property not found')),
      rejectListing: () => Promise.reject(new ApiError('Only admins can reject properties')),
    },
  },
};
