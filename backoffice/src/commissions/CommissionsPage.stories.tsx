import type { Meta, StoryObj } from '@storybook/react-vite';
import { pending, StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { CommissionsPage } from './CommissionsPage.tsx';
import { listOf, ROWS, run } from './fixtures.ts';

const meta = {
  title: 'Backoffice/Commissions/CommissionsPage',
  component: CommissionsPage,
  args: { today: '2026-11-25' },
  parameters: {
    methods: { listCommissionRuns: async () => [run('done')], listMonthCommissions: listOf(ROWS) },
  },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin methods={parameters.methods as Record<string, unknown>} path="/commissions">
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof CommissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  parameters: { methods: { listCommissionRuns: async () => [], listMonthCommissions: listOf([]) } },
};

export const Loading: Story = {
  parameters: { methods: { listCommissionRuns: pending, listMonthCommissions: pending } },
};

export const Error: Story = {
  parameters: {
    methods: {
      listCommissionRuns: () => Promise.reject(new globalThis.Error('offline')),
      listMonthCommissions: () => Promise.reject(new globalThis.Error('offline')),
    },
  },
};
