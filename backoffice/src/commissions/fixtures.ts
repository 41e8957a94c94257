// Sample runs and commission rows of the Commissions screen's stories: October 2026 of
// COMPENSATION.md's worked example (A sponsors B and C; B sponsors D).
import { fn } from 'storybook/test';
import type {
  CommissionRow,
  CommissionRun,
  CommissionRunSummary,
} from '../dataProvider/commissions.ts';

export const OCTOBER = '2026-10-01';

export const SUMMARY: CommissionRunSummary = {
  month: OCTOBER,
  members: 1_248,
  ranks_changed: 37,
  payments: 412,
  unattributed: 3,
  unattributed_rvl: 18_500,
  commissions: 1_036,
  total_amount: 4_82_350,
};

/** What a run of October would change: a late payment makes one Builder a Leader. */
export const PREVIEW_SUMMARY: CommissionRunSummary = {
  ...SUMMARY,
  changes: {
    commissions: { added: 12, replaced: 3, removed: 1, unchanged: 1_020 },
    ranks: {
      first_ranked: 0,
      month_changed: 1,
      month: [{ name: 'Anil Kapoor', from: 'builder', to: 'leader' }],
      current_changed: 2,
      current: [
        { name: 'Anil Kapoor', from: 'builder', to: 'leader' },
        { name: 'Priya Sharma', from: null, to: 'starter' },
      ],
    },
  },
};

/** A run of a month on data that has not changed since: nothing to do. */
export const UNCHANGED_SUMMARY: CommissionRunSummary = {
  ...SUMMARY,
  changes: {
    commissions: { added: 0, replaced: 0, removed: 0, unchanged: 1_036 },
    ranks: { first_ranked: 0, month_changed: 0, month: [], current_changed: 0, current: [] },
  },
};

export function run(
  status: CommissionRun['status'],
  extra: Partial<CommissionRun> = {},
): CommissionRun {
  return {
    id: `run-${status}`,
    month: OCTOBER,
    kind: 'run',
    status,
    error: null,
    summary: status === 'done' ? SUMMARY : null,
    created_at: '2026-11-01T04:30:00Z',
    updated_at: '2026-11-01T04:31:10Z',
    ...extra,
  };
}

const line = (
  id: string,
  full_name: string,
  affiliate_id: string,
  level: number,
  percentage: number,
  amount: number,
  status: CommissionRow['status'] = 'pending',
): CommissionRow => ({
  id,
  month_year: OCTOBER,
  affiliate_id,
  broker_id: null,
  level,
  commission_type: level === 1 ? 'personal' : 'differential',
  percentage,
  amount,
  status,
  full_name,
  paid_at: status === 'paid' ? '2026-11-05T06:00:00Z' : null,
});

export const ROWS: CommissionRow[] = [
  line('c1', 'Priya Sharma', 'AFF10042', 1, 10, 2_000),
  line('c2', 'Anil Kapoor', 'AFF10001', 3, 10, 2_000),
  line('c3', 'Anil Kapoor', 'AFF10001', 2, 15, 1_500, 'paid'),
  line('c4', 'Rahul Verma', 'AFF10077', 2, 5, 1_000),
];

/** Marking answers with the rows now paid; a spy, so tests can read what was sent. */
export const markCommissionsPaid = fn(async (ids: string[] = []) =>
  ROWS.filter((r) => ids.includes(r.id)).map((r) => ({ ...r, status: 'paid' as const })),
);
