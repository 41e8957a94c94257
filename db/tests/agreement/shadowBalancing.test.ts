// Shadow balancing dialog (spec 2.5, 4, 5): core's shadowBalancingFormSchema against set_shadow_balancing.
import { addDays } from '@rentals/core/dates';
import { defaultShadowBalancingEnd } from '@rentals/core/rules/shadowBalancing';
import {
  END_AFTER_MAX, END_BEFORE_START, END_DATE_REQUIRED, INVALID_DATE, REASON_REQUIRED, START_DATE_IN_PAST, START_DATE_REQUIRED,
} from '@rentals/core/validation/messages';
import { shadowBalancingFormDefaults, shadowBalancingFormSchema } from '@rentals/core/validation/shadowBalancing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/actors.ts';
import { coreVerdict, dbVerdict, expectAgreement, useAgreementDatabase, type Expected } from './_agreement.ts';

const call = 'select * from public.set_shadow_balancing($1, $2, $3, $4, $5)';

// A date parameter cannot carry '': a blank dialog field reaches the database as null.
const orNull = (v: string) => (v.trim() === '' ? null : v);

interface Case {
  name: string;
  broker: 'off' | 'running';
  enabled: boolean;
  start: (today: string) => string;
  end: (today: string) => string;
  reason: string;
  expected: Expected;
}

const cases: Case[] = [
  { name: 'start today, end start + 180', broker: 'off', enabled: true, start: (t) => t, end: (t) => addDays(t, 180), reason: 'New city', expected: { ok: true } },
  { name: 'start yesterday', broker: 'off', enabled: true, start: (t) => addDays(t, -1), end: (t) => addDays(t, 100), reason: 'New city', expected: { ok: false, message: START_DATE_IN_PAST } },
  { name: 'start tomorrow, end start + 183', broker: 'off', enabled: true, start: (t) => addDays(t, 1), end: (t) => addDays(t, 184), reason: 'New city', expected: { ok: true } },
  { name: 'end = start + 183', broker: 'off', enabled: true, start: (t) => t, end: (t) => addDays(t, 183), reason: 'New city', expected: { ok: true } },
  { name: 'end = start + 184', broker: 'off', enabled: true, start: (t) => t, end: (t) => addDays(t, 184), reason: 'New city', expected: { ok: false, message: END_AFTER_MAX } },
  { name: 'end = start', broker: 'off', enabled: true, start: (t) => t, end: (t) => t, reason: 'One day', expected: { ok: true } },
  { name: 'end one day before start', broker: 'off', enabled: true, start: (t) => addDays(t, 5), end: (t) => addDays(t, 4), reason: 'New city', expected: { ok: false, message: END_BEFORE_START } },
  { name: 'blank reason when enabling', broker: 'off', enabled: true, start: (t) => t, end: (t) => addDays(t, 180), reason: '   ', expected: { ok: false, message: REASON_REQUIRED } },
  { name: 'impossible date 30 Feb', broker: 'off', enabled: true, start: () => '2030-02-30', end: () => '2030-06-30', reason: 'New city', expected: { ok: false } },
  { name: 'a running period keeps its past start', broker: 'running', enabled: true, start: (t) => addDays(t, -10), end: (t) => addDays(t, 150), reason: 'Extended', expected: { ok: true } },
  { name: 'a running period may not move its start into the past', broker: 'running', enabled: true, start: (t) => addDays(t, -11), end: (t) => addDays(t, 150), reason: 'Extended', expected: { ok: false, message: START_DATE_IN_PAST } },
  { name: 'disabling with blank dates and reason', broker: 'running', enabled: false, start: () => '', end: () => '', reason: '', expected: { ok: true } },
  { name: 'disabling ignores out-of-range dates', broker: 'running', enabled: false, start: (t) => addDays(t, -30), end: (t) => addDays(t, 300), reason: '', expected: { ok: true } },
];

describe('shadow balancing: form schema and set_shadow_balancing agree', () => {
  const fx = useAgreementDatabase();
  let today: string;
  const brokers: Record<Case['broker'], string> = { off: '', running: '' };

  beforeAll(async () => {
    const { rows } = await fx.client.query<{ d: string }>(`select (now() at time zone 'Asia/Kolkata')::date::text as d`);
    today = rows[0]!.d;
    const insert = `insert into public.brokers (user_id, name, shadow_balancing_enabled, shadow_balancing_start_date,
      shadow_balancing_end_date, shadow_balancing_reason) values ($1, $2, $3, $4, $5, $6) returning id`;
    const newBroker = async (name: string, period: unknown[]) => {
      const user = await createUser(fx.client, { metadata: { full_name: name }, roles: ['broker'] });
      return (await fx.client.query<{ id: string }>(insert, [user.id, name, ...period])).rows[0]!.id;
    };
    brokers.off = await newBroker('Rohan Broker', [false, null, null, null]);
    brokers.running = await newBroker('Meera Broker', [true, addDays(today, -10), addDays(today, 100), 'Launch']);
  });

  it.each(cases)('$name', async (c) => {
    const start = c.start(today);
    const end = c.end(today);
    const currentStart = c.broker === 'running' ? addDays(today, -10) : null;
    const core = coreVerdict(shadowBalancingFormSchema(today, currentStart), { enabled: c.enabled, startDate: start, endDate: end, reason: c.reason });
    const db = await dbVerdict(fx.client, fx.admin, call, [brokers[c.broker], c.enabled, orNull(start), orNull(end), c.reason]);
    expectAgreement(c.name, core, db, c.expected);
    if (core.ok && db.ok && c.enabled) {
      expect(db.value, 'saved period equals the form values').toMatchObject({
        shadow_balancing_start_date: core.value.startDate, shadow_balancing_end_date: core.value.endDate,
      });
    }
  });

  it('default end: the dialog offers start + 180 and the database saves start + 180 when no end is sent', async () => {
    const defaults = shadowBalancingFormDefaults(
      { shadow_balancing_enabled: false, shadow_balancing_start_date: null, shadow_balancing_end_date: null, shadow_balancing_reason: null }, today);
    expect(defaults, 'dialog defaults').toMatchObject({ startDate: today, endDate: addDays(today, 180) });
    expect(defaultShadowBalancingEnd(today), 'core rule').toBe(addDays(today, 180));
    const db = await dbVerdict(fx.client, fx.admin, call, [brokers.off, true, today, null, 'New city']);
    expect(db, 'database default').toMatchObject({ ok: true, value: { shadow_balancing_end_date: defaults.endDate } });
    const core = coreVerdict(shadowBalancingFormSchema(today), { ...defaults, enabled: true, reason: 'New city' });
    expect(core, 'the defaults pass the schema').toMatchObject({ ok: true, value: { endDate: defaults.endDate } });
  });

  // Known difference (reported): with dates cleared the function falls back to today and start + 180,
  // while the form asks for them. Both are stated here so that a change on either side shows.
  it('cleared dates: the form asks for them, the database falls back to today and start + 180', async () => {
    const core = coreVerdict(shadowBalancingFormSchema(today), { enabled: true, startDate: '', endDate: '', reason: 'New city' });
    expect(core, 'core').toEqual({ ok: false, message: START_DATE_REQUIRED });
    const issues = shadowBalancingFormSchema(today).safeParse({ enabled: true, startDate: today, endDate: '', reason: 'x' });
    expect(issues.error?.issues.map((i) => i.message), 'core, end cleared').toEqual([END_DATE_REQUIRED]);
    const db = await dbVerdict(fx.client, fx.admin, call, [brokers.off, true, null, null, 'New city']);
    expect(db, 'database').toMatchObject({ ok: true, value: { shadow_balancing_start_date: today, shadow_balancing_end_date: addDays(today, 180) } });
  });

  it('an impossible date is refused by the form with its message', () => {
    expect(coreVerdict(shadowBalancingFormSchema(today), { enabled: true, startDate: '2030-02-30', endDate: '', reason: 'x' }))
      .toEqual({ ok: false, message: INVALID_DATE });
  });
});
