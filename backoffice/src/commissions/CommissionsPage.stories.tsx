import type { Meta, StoryObj } from '@storybook/react-vite';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { CommissionsPage } from './CommissionsPage.tsx';
import { ROWS, run } from './fixtures.ts';

const meta = {
  title: 'Backoffice/Commissions/CommissionsPage',
  component: CommissionsPage,
  args: { today: '2026-11-25' },
  parameters: {
    path: '/commissions',
    freshStore: true,
    lists: { month_commissions: ROWS },
    methods: { listCommissionRuns: async () => [run('done')] },
  },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof CommissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  parameters: { lists: { month_commissions: [] }, methods: { listCommissionRuns: async () => [] } },
};

export const Loading: Story = {
  parameters: { lists: { month_commissions: 'loading' }, methods: { listCommissionRuns: pending } },
};

export const Error: Story = {
  parameters: {
    lists: { month_commissions: 'error' },
    methods: { listCommissionRuns: () => Promise.reject(new globalThis.Error('offline')) },
  },
};
