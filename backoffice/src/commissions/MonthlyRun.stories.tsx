import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { CommissionRun } from '../dataProvider/commissions.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { OCTOBER, run } from './fixtures.ts';
import { MonthlyRun } from './MonthlyRun.tsx';

const runs = (list: CommissionRun[]) => () => Promise.resolve(list);

/** A month never run: once started for October, reads answer as the worker would: running, then done. */
function startedRun() {
  let reads = 0;
  let started = false;
  return {
    runMonthlyCommissions: async (month: string) => {
      started = month === OCTOBER;
      return run('requested');
    },
    listCommissionRuns: async () => {
      if (!started) return [];
      reads += 1;
      return [run(reads === 1 ? 'running' : 'done')];
    },
  };
}

const meta = {
  title: 'Backoffice/Commissions/MonthlyRun',
  component: MonthlyRun,
  args: { month: OCTOBER, months: ['2026-11-01', OCTOBER, '2026-09-01'], onMonthChange: fn() },
  parameters: { methods: { listCommissionRuns: runs([run('done')]) } },
  decorators: [withStoryMethods],
} satisfies Meta<typeof MonthlyRun>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {};

export const NeverRun: Story = { parameters: { methods: { listCommissionRuns: runs([]) } } };

export const Running: Story = {
  parameters: { methods: { listCommissionRuns: runs([run('running')]) } },
};

export const Failed: Story = {
  parameters: {
    methods: { listCommissionRuns: runs([run('failed', { error: 'connection reset' })]) },
  },
};

export const Loading: Story = { parameters: { methods: { listCommissionRuns: pending } } };

export const Error: Story = {
  parameters: {
    methods: { listCommissionRuns: () => Promise.reject(new globalThis.Error('offline')) },
  },
};

export const Start: Story = { parameters: { methods: startedRun() } };

export const Refused: Story = {
  parameters: {
    methods: {
      listCommissionRuns: runs([]),
      runMonthlyCommissions: () =>
        Promise.reject(new globalThis.Error('Month cannot be in the future')),
    },
  },
};

/** A start under way: Run commissions is busy and sends nothing more. */
export const Starting: Story = {
  parameters: { methods: { listCommissionRuns: runs([]), runMonthlyCommissions: fn(pending) } },
};
