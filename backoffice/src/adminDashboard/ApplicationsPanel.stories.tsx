import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { ApplicationsPanel } from './ApplicationsPanel.tsx';
import { APPLICATIONS } from './fixtures.ts';

const meta = {
  title: 'Backoffice/AdminDashboard/ApplicationsPanel',
  component: ApplicationsPanel,
  parameters: {
    methods: {
      listRecentApplications: () => Promise.resolve(APPLICATIONS),
      approveAndConfigureManagedProperty: fn(() => Promise.resolve({ id: 'mp1' })),
    },
  },
  decorators: [withStoryMethods],
} satisfies Meta<typeof ApplicationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A submitted application (Approve opens Approve & Configure) and an approved one. */
export const Default: Story = {};

export const Loading: Story = { parameters: { methods: { listRecentApplications: pending } } };

export const Empty: Story = {
  parameters: { methods: { listRecentApplications: () => Promise.resolve([]) } },
};

export const Error: Story = {
  parameters: {
    methods: { listRecentApplications: () => Promise.reject(new globalThis.Error('offline')) },
  },
};

/** The database refuses the approval. */
export const ApproveFails: Story = {
  parameters: {
    methods: {
      listRecentApplications: () => Promise.resolve(APPLICATIONS),
      approveAndConfigureManagedProperty: () =>
        Promise.reject(
          new ApiError('This application is already configured as a managed property'),
        ),
    },
  },
};

/** An approval under way in Approve & Configure: its button is busy and sends nothing more. */
export const Approving: Story = {
  parameters: {
    methods: {
      listRecentApplications: () => Promise.resolve(APPLICATIONS),
      approveAndConfigureManagedProperty: fn(pending),
    },
  },
};
