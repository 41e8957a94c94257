import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { CommissionRun } from '../dataProvider/commissions.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { OCTOBER, PREVIEW_SUMMARY, run } from './fixtures.ts';
import { MonthlyRun } from './MonthlyRun.tsx';

const runs = (list: CommissionRun[]) => () => Promise.resolve(list);

/**
 * A month never run: once asked for October, its preview answers as the worker would (running, then
 * done with what the run will change); once confirmed, the run's reads answer running, then done.
 */
function startedRun() {
  let reads = 0;
  let previewReads = 0;
  let started = false;
  return {
    previewMonthlyCommissions: async () => run('requested', { id: 'preview', kind: 'preview' }),
    getCommissionRun: async () => {
      previewReads += 1;
      return previewReads === 1
        ? run('running', { id: 'preview', kind: 'preview' })
        : run('done', { id: 'preview', kind: 'preview', summary: PREVIEW_SUMMARY });
    },
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
  args: {
    month: OCTOBER,
    months: [OCTOBER, '2026-09-01', '2026-08-01'],
    onMonthChange: fn(),
    today: '2026-11-25',
  },
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

/** The same month, its preview answered with Cancel (a story of its own: the run's state is its own). */
export const StartThenCancel: Story = { parameters: { methods: startedRun() } };

export const Refused: Story = {
  parameters: {
    methods: {
      listCommissionRuns: runs([]),
      previewMonthlyCommissions: () =>
        Promise.reject(
          new globalThis.Error('Month is still in progress: only completed months can be run'),
        ),
    },
  },
};

export const PreviewFailed: Story = {
  parameters: {
    methods: {
      listCommissionRuns: runs([]),
      previewMonthlyCommissions: async () => run('requested', { id: 'preview', kind: 'preview' }),
      getCommissionRun: async () =>
        run('failed', { id: 'preview', kind: 'preview', error: 'connection reset' }),
    },
  },
};

/** The run's preview being asked for: Run commissions is busy and asks nothing more. */
export const Starting: Story = {
  parameters: { methods: { listCommissionRuns: runs([]), previewMonthlyCommissions: fn(pending) } },
};

/**
 * A month still in progress offered (the screen left open from an earlier month's end): Run says
 * beside the month why it cannot run, and asks for nothing.
 */
export const MonthInProgress: Story = {
  args: { month: '2026-11-01', months: ['2026-11-01', OCTOBER] },
  parameters: { methods: { listCommissionRuns: runs([]), previewMonthlyCommissions: fn(pending) } },
};
