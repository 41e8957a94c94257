import { describe, expect, it } from 'vitest';
import { END_AFTER_MAX, END_BEFORE_START, END_DATE_REQUIRED, REASON_REQUIRED, START_DATE_IN_PAST } from './messages.ts';
import { shadowBalancingFormDefaults, shadowBalancingFormSchema } from './shadowBalancing.ts';

const today = '2025-03-10';
const schema = shadowBalancingFormSchema(today);
const errors = (input: object) => schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('shadow balancing dialog', () => {
  const base = { enabled: true, startDate: '2025-03-10', endDate: '2025-09-06', reason: 'Early adopter' };

  it.each([
    ['start today, end + 180', base, []],
    ['end = start', { ...base, endDate: '2025-03-10' }, []],
    ['end = start + 183', { ...base, endDate: '2025-09-09' }, []],
    ['end = start + 184', { ...base, endDate: '2025-09-10' }, [['endDate', END_AFTER_MAX]]],
    ['end before start', { ...base, endDate: '2025-03-09' }, [['endDate', END_BEFORE_START]]],
    ['start yesterday', { ...base, startDate: '2025-03-09' }, [['startDate', START_DATE_IN_PAST]]],
    ['missing end', { ...base, endDate: '' }, [['endDate', END_DATE_REQUIRED]]],
    ['blank reason (the database refuses it)', { ...base, reason: '  ' }, [['reason', REASON_REQUIRED]]],
    ['disabled ignores bad dates', { enabled: false, startDate: '2020-01-01', endDate: '2019-01-01', reason: 'x' }, []],
  ] as const)('%s', (_name, input, expected) => {
    expect(errors(input)).toEqual(expected);
  });

  it('drops dates and reason when disabled, trims the reason when enabled', () => {
    expect(schema.parse({ enabled: false, startDate: '2025-04-01', endDate: null, reason: 'x' })).toEqual({
      enabled: false, startDate: null, endDate: null, reason: null,
    });
    expect(schema.parse({ ...base, reason: ' Early adopter ' }).reason).toBe('Early adopter');
  });

  it('lets a running period keep its original start', () => {
    const running = shadowBalancingFormSchema(today, '2025-02-01');
    expect(running.safeParse({ ...base, startDate: '2025-02-01', endDate: '2025-08-03' }).success).toBe(true);
    expect(running.safeParse({ ...base, startDate: '2025-02-02', endDate: '2025-08-03' }).success).toBe(false);
  });

  it('rejects impossible dates', () => {
    expect(schema.safeParse({ ...base, endDate: '2025-02-30' }).success).toBe(false);
  });
});

describe('dialog defaults', () => {
  const off = { shadow_balancing_enabled: false, shadow_balancing_start_date: null, shadow_balancing_end_date: null, shadow_balancing_reason: null };
  it('starts today and ends 180 days later for a broker without settings', () => {
    expect(shadowBalancingFormDefaults(off, '2025-03-10')).toEqual({ enabled: false, startDate: '2025-03-10', endDate: '2025-09-06', reason: '' });
  });
  it("pre-fills the broker's current window", () => {
    const on = { shadow_balancing_enabled: true, shadow_balancing_start_date: '2025-01-01', shadow_balancing_end_date: '2025-05-01', shadow_balancing_reason: 'Pilot' };
    expect(shadowBalancingFormDefaults(on, '2025-03-10')).toEqual({ enabled: true, startDate: '2025-01-01', endDate: '2025-05-01', reason: 'Pilot' });
  });
});
