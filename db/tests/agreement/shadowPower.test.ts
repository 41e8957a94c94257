// Shadow power (spec 2.3, 2.10, 4, 5): core's shadow power schemas and affiliate rule against
// set_affiliate_shadow_power.
import { isAffiliate } from '@rentals/core/rules/affiliate';
import {
  NOT_AN_AFFILIATE, SHADOW_POWER_NEGATIVE, SHADOW_POWER_NOT_NUMBER, SHADOW_POWER_NOT_POSITIVE, SHADOW_POWER_REQUIRED,
} from '@rentals/core/validation/messages';
import { addShadowPowerSchema, shadowPowerIsActive, shadowPowerSchema } from '@rentals/core/validation/shadowPower';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/actors.ts';
import { coreVerdict, dbVerdict, expectAgreement, useAgreementDatabase, type Expected } from './_agreement.ts';

const call = 'select * from public.set_affiliate_shadow_power($1, $2, $3)';

// A numeric parameter cannot carry '': a blank amount reaches the database as null.
const orNull = (v: string | number) => (typeof v === 'string' && v.trim() === '' ? null : v);

interface Case {
  name: string;
  /** Users tab (amount above 0, new grant) or the Configure dialog (0 allowed, existing grant). */
  form: 'users tab' | 'configure';
  amount: string | number;
  expected: Expected;
}

const cases: Case[] = [
  { name: 'positive 2500', form: 'users tab', amount: 2500, expected: { ok: true } },
  { name: "typed '0.5'", form: 'users tab', amount: '0.5', expected: { ok: true } },
  { name: 'zero for a new grant', form: 'users tab', amount: 0, expected: { ok: false, message: SHADOW_POWER_NOT_POSITIVE } },
  // Spec 5 only says the button is disabled; both refuse, each with its own words.
  { name: 'negative for a new grant', form: 'users tab', amount: -100, expected: { ok: false } },
  { name: 'blank amount', form: 'users tab', amount: '', expected: { ok: false, message: SHADOW_POWER_REQUIRED } },
  { name: 'positive 5000 on an existing grant', form: 'configure', amount: 5000, expected: { ok: true } },
  { name: 'zero deactivates an existing grant', form: 'configure', amount: 0, expected: { ok: true } },
  { name: 'negative on an existing grant', form: 'configure', amount: -1, expected: { ok: false, message: SHADOW_POWER_NEGATIVE } },
  { name: 'blank on an existing grant', form: 'configure', amount: ' ', expected: { ok: false, message: SHADOW_POWER_REQUIRED } },
  { name: "not a number 'abc'", form: 'configure', amount: 'abc', expected: { ok: false } },
];

describe('shadow power: form schemas and set_affiliate_shadow_power agree', () => {
  const fx = useAgreementDatabase();
  const affiliate = { fresh: 'AFF-NEW1', granted: 'AFF-OLD1', pending: 'AFF-PEN1' };

  beforeAll(async () => {
    for (const [code, status] of [[affiliate.fresh, 'active'], [affiliate.granted, 'active'], [affiliate.pending, 'pending']] as const) {
      const user = await createUser(fx.client, { metadata: { full_name: `Affiliate ${code}` }, roles: ['affiliate'] });
      await fx.client.query(`insert into public.affiliate_profiles (user_id, affiliate_id, full_name, email, status) values ($1, $2, $3, $4, $5)`,
        [user.id, code, `Affiliate ${code}`, user.email, status]);
    }
    await fx.client.query(`insert into public.affiliate_shadow_power (affiliate_id, shadow_power_amount, is_active) values ($1, 2500, true)`,
      [affiliate.granted]);
  });

  it.each(cases)('$form: $name', async (c) => {
    const schema = c.form === 'users tab' ? addShadowPowerSchema : shadowPowerSchema;
    const target = c.form === 'users tab' ? affiliate.fresh : affiliate.granted;
    const core = coreVerdict(schema, { shadow_power_amount: c.amount, notes: '' });
    const db = await dbVerdict(fx.client, fx.admin, call, [target, orNull(c.amount), null]);
    expectAgreement(c.name, core, db, c.expected);
    if (core.ok && db.ok) {
      const amount = core.value.shadow_power_amount as number;
      expect(Number(db.value.shadow_power_amount), 'saved amount').toBe(amount);
      expect(db.value.is_active, 'is_active follows the amount').toBe(shadowPowerIsActive(amount));
    }
  });

  it('a non-number: the form says so, the database refuses the value (22P02)', async () => {
    expect(coreVerdict(shadowPowerSchema, { shadow_power_amount: 'abc' })).toEqual({ ok: false, message: SHADOW_POWER_NOT_NUMBER });
    expect(await dbVerdict(fx.client, fx.admin, call, [affiliate.granted, 'abc', null])).toMatchObject({ ok: false, code: '22P02' });
  });

  it.each([
    { name: 'an active affiliate', code: affiliate.fresh, profile: { status: 'active' }, ok: true },
    { name: 'a pending affiliate', code: affiliate.pending, profile: { status: 'pending' }, ok: true },
    { name: 'someone without an affiliate profile', code: 'AFF-NONE', profile: null, ok: false },
  ])('target is $name', async ({ code, profile, ok }) => {
    // The users tab checks the affiliate profile (spec 5), not a registration.
    expect(isAffiliate(profile), 'core affiliate rule').toBe(ok);
    const db = await dbVerdict(fx.client, fx.admin, call, [code, 2500, null]);
    expect(db.ok ? 'accepted' : db.message, 'database').toBe(ok ? 'accepted' : NOT_AN_AFFILIATE);
  });

  // Known difference (reported): the Configure dialog's schema takes 0 for anyone, the function only
  // when a grant exists to switch off. Both sides are stated so that a change on either side shows.
  it('zero for an affiliate without a grant: the dialog schema takes it, the database refuses', async () => {
    expect(coreVerdict(shadowPowerSchema, { shadow_power_amount: 0 }).ok, 'core').toBe(true);
    expect(await dbVerdict(fx.client, fx.admin, call, [affiliate.fresh, 0, null]))
      .toMatchObject({ ok: false, message: SHADOW_POWER_NOT_POSITIVE });
  });
});
