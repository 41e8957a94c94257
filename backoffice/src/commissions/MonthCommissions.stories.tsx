import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { listOf, markCommissionsPaid, OCTOBER, ROWS } from './fixtures.ts';
import { MonthCommissions } from './MonthCommissions.tsx';

const meta = {
  title: 'Backoffice/Commissions/MonthCommissions',
  component: MonthCommissions,
  args: { month: OCTOBER },
  parameters: {
    methods: {
      listMonthCommissions: listOf(ROWS),
      markCommissionsPaid,
    },
  },
  decorators: [withStoryMethods],
} satisfies Meta<typeof MonthCommissions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = { parameters: { methods: { listMonthCommissions: listOf([]) } } };

export const Loading: Story = { parameters: { methods: { listMonthCommissions: pending } } };

export const Error: Story = {
  parameters: {
    methods: { listMonthCommissions: () => Promise.reject(new globalThis.Error('offline')) },
  },
};

/** A run replaced the rows since they were read: the server refuses. */
export const Stale: Story = {
  parameters: {
    methods: {
      listMonthCommissions: listOf(ROWS),
      markCommissionsPaid: () => Promise.reject(new globalThis.Error('Commission not found')),
    },
  },
};

/** Marking under way: the button is busy and sends nothing more. */
export const Marking: Story = { parameters: { methods: { markCommissionsPaid: fn(pending) } } };
