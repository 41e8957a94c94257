import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STATS } from '../dashboard/fixtures.ts';
import type { DashboardApplication, DashboardProperty, PropertySearch } from '../dataProvider/adminDashboard.ts';
import { pending, StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

const PROPERTIES: DashboardProperty[] = [
  { id: 'p1', title: '3 BHK apartment in Koramangala', city: 'Bengaluru', locality: 'Koramangala', rent: '45000.00', availability: 'available', verified: false, created_at: '2026-11-20T05:00:00Z' },
  { id: 'p2', title: 'Sea-facing penthouse in Worli', city: 'Mumbai', locality: 'Worli', rent: '450000.00', availability: 'rented', verified: true, created_at: '2026-11-19T05:00:00Z' },
];

const APPLICATIONS: DashboardApplication[] = [
  { id: 'a1', property_location: 'Pune', locality: 'Baner', monthly_rent: '32000.00', status: 'submitted', created_at: '2026-11-21T05:00:00Z' },
  { id: 'a2', property_location: 'Chennai', locality: 'Adyar', monthly_rent: '28000.00', status: 'approved', created_at: '2026-11-10T05:00:00Z' },
];

function searchSample(rows: DashboardProperty[]) {
  return async ({ search, availability }: PropertySearch) => ({
    data: rows.filter((p) => (!availability || p.availability === availability) && p.title.toLowerCase().includes(search.toLowerCase())),
    hasNextPage: false,
  });
}

const meta = {
  title: 'Backoffice/AdminDashboard/AdminDashboardPage',
  component: AdminDashboardPage,
  parameters: {
    methods: {
      getDashboardStats: () => Promise.resolve(STATS),
      searchProperties: fn(searchSample(PROPERTIES)),
      listRecentApplications: () => Promise.resolve(APPLICATIONS),
      approveProperty: fn(() => Promise.resolve()),
      approveApplication: fn(() => Promise.resolve()),
    },
  },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin methods={parameters.methods as Record<string, unknown>}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { parameters: { methods: { getDashboardStats: pending, searchProperties: pending, listRecentApplications: pending } } };

export const Empty: Story = {
  parameters: {
    methods: { getDashboardStats: () => Promise.resolve(STATS), searchProperties: searchSample([]), listRecentApplications: () => Promise.resolve([]) },
  },
};

export const Error: Story = {
  parameters: {
    methods: {
      getDashboardStats: () => Promise.reject(new globalThis.Error('offline')),
      searchProperties: () => Promise.reject(new globalThis.Error('offline')),
      listRecentApplications: () => Promise.reject(new globalThis.Error('offline')),
    },
  },
};
