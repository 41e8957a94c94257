// A commission run's month (COMPENSATION.md): core's commissionRunSchema, which the console's Run
// form checks, against preview_monthly_commissions and run_monthly_commissions.
import { addMonths, monthStart, todayIso } from '@rentals/core/dates';
import { commissionRunSchema } from '@rentals/core/validation/commissionRun';
import {
  MONTH_IN_FUTURE,
  MONTH_IN_PROGRESS,
  MONTH_NOT_FIRST_DAY,
  MONTH_REQUIRED,
} from '@rentals/core/validation/messages';
import { describe, it } from 'vitest';
import { coreVerdict, dbVerdict, expectAgreement, useAgreementDatabase, type Expected } from './_agreement.ts';

const today = todayIso();
const current = monthStart(today);

const cases: { name: string; month: string | null; expected: Expected }[] = [
  { name: 'last month', month: addMonths(current, -1), expected: { ok: true } },
  { name: 'a year ago', month: addMonths(current, -12), expected: { ok: true } },
  { name: 'the month in progress', month: current, expected: { ok: false, message: MONTH_IN_PROGRESS } },
  { name: 'next month', month: addMonths(current, 1), expected: { ok: false, message: MONTH_IN_FUTURE } },
  { name: 'a day inside last month', month: `${addMonths(current, -1).slice(0, 8)}15`, expected: { ok: false, message: MONTH_NOT_FIRST_DAY } },
  { name: 'no month', month: null, expected: { ok: false, message: MONTH_REQUIRED } },
];

describe('commission run month: form schema and the database agree', () => {
  const fx = useAgreementDatabase();

  for (const fn of ['preview_monthly_commissions', 'run_monthly_commissions']) {
    it.each(cases)(`${fn}: $name`, async (c) => {
      const core = coreVerdict(commissionRunSchema(today), { month: c.month ?? '' });
      const db = await dbVerdict(fx.client, fx.admin, `select * from public.${fn}($1::date)`, [c.month]);
      expectAgreement(c.name, core, db, c.expected);
    });
  }
});
