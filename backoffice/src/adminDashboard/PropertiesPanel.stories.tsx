import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { DashboardProperty } from '../dataProvider/adminDashboard.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { PROPERTIES, searchSample } from './fixtures.ts';
import { PropertiesPanel } from './PropertiesPanel.tsx';

const meta = {
  title: 'Backoffice/AdminDashboard/PropertiesPanel',
  component: PropertiesPanel,
  parameters: {
    methods: {
      searchProperties: fn(searchSample(PROPERTIES)),
      approveProperty: fn(() => Promise.resolve()),
    },
  },
  decorators: [withStoryMethods],
} satisfies Meta<typeof PropertiesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing waiting for approval and a verified one. */
export const Default: Story = {};

export const Loading: Story = { parameters: { methods: { searchProperties: pending } } };

/** Nothing matches the search. */
export const Empty: Story = { parameters: { methods: { searchProperties: searchSample([]) } } };

export const Error: Story = {
  parameters: {
    methods: { searchProperties: () => Promise.reject(new globalThis.Error('offline')) },
  },
};

/** 25 listings: a second page of 20. */
export const TwoPages: Story = {
  parameters: {
    methods: {
      searchProperties: fn(
        searchSample(
          Array.from({ length: 25 }, (_, n): DashboardProperty => ({
            ...PROPERTIES[0]!,
            id: `p-${n + 1}`,
            title: `Listing ${n + 1}`,
          })),
        ),
      ),
    },
  },
};

/** The database refuses the approval. */
export const ApproveFails: Story = {
  parameters: {
    methods: {
      searchProperties: searchSample(PROPERTIES),
      approveProperty: () => Promise.reject(new globalThis.Error('Property not found')),
    },
  },
};

/** An approval under way: its button is busy and sends nothing more. */
export const Approving: Story = {
  parameters: {
    methods: { searchProperties: searchSample(PROPERTIES), approveProperty: fn(pending) },
  },
};
