import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { markCommissionsPaid, OCTOBER, ROWS } from './fixtures.ts';
import { MonthCommissions } from './MonthCommissions.tsx';

const meta = {
  title: 'Backoffice/Commissions/MonthCommissions',
  component: MonthCommissions,
  args: { month: OCTOBER },
  parameters: { lists: { month_commissions: ROWS }, methods: { markCommissionsPaid }, freshStore: true },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof MonthCommissions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = { parameters: { lists: { month_commissions: [] } } };

export const Loading: Story = { parameters: { lists: { month_commissions: 'loading' } } };

export const Error: Story = { parameters: { lists: { month_commissions: 'error' } } };

/** A run replaced the rows since they were read: the server refuses. */
export const Stale: Story = {
  parameters: { methods: { markCommissionsPaid: () => Promise.reject(new globalThis.Error('Commission not found')) } },
};

/** Marking under way: the button is busy and sends nothing more. */
export const Marking: Story = { parameters: { methods: { markCommissionsPaid: fn(pending) } } };
