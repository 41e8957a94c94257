// Profile update (spec 3, 5): core's profileUpdateSchema coercions against what public.profiles
// accepts from its owner (column grants and check constraints), through an UPDATE as that user.
import { profileUpdateSchema } from '@rentals/core/validation/profile';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn, type TestUser } from '../helpers/actors.ts';
import { coreVerdict, dbVerdict, expectAgreement, useAgreementDatabase, type Expected, type Verdict } from './_agreement.ts';

interface Case {
  name: string;
  form: Record<string, string>;
  expected: Expected;
  /** Saved values when accepted. */
  saved?: Record<string, unknown>;
}

const cases: Case[] = [
  { name: 'blank numbers become null', form: { annual_income: '', preferred_rent_min: ' ', preferred_rent_max: '', preferred_bedrooms: '' }, expected: { ok: true },
    saved: { annual_income: null, preferred_rent_min: null, preferred_rent_max: null, preferred_bedrooms: null } },
  // A typed amount that is not one is refused beside its field rather than erasing the saved value.
  { name: 'a non-numeric amount', form: { annual_income: 'abc' }, expected: { ok: false } },
  { name: 'non-numeric bedrooms become null', form: { preferred_bedrooms: 'two' }, expected: { ok: true }, saved: { preferred_bedrooms: null } },
  { name: 'numbers become numbers', form: { annual_income: '1200000', preferred_rent_min: '15000', preferred_rent_max: '25000', preferred_bedrooms: '3' }, expected: { ok: true },
    saved: { annual_income: '1200000.00', preferred_rent_min: '15000.00', preferred_rent_max: '25000.00', preferred_bedrooms: 3 } },
  { name: 'Indian digit grouping is understood', form: { annual_income: '12,00,000' }, expected: { ok: true }, saved: { annual_income: '1200000.00' } },
  { name: 'a minimum above the maximum', form: { preferred_rent_min: '30000', preferred_rent_max: '20000' }, expected: { ok: false } },
  { name: 'rent with paise', form: { preferred_rent_max: '25000.50' }, expected: { ok: false } },
  { name: 'phone "12"', form: { phone: '12' }, expected: { ok: false } },
  { name: 'a 500-character name', form: { full_name: 'x'.repeat(500) }, expected: { ok: false } },
  { name: 'an empty name', form: { full_name: '' }, expected: { ok: false } },
  { name: 'text is trimmed, blank text becomes null', form: { full_name: '  Ravi Kumar ', city: '', phone: ' +91 98765 43210 ' }, expected: { ok: true },
    saved: { full_name: 'Ravi Kumar', city: null, phone: '+91 98765 43210' } },
  { name: 'a name between tabs and line breaks is trimmed', form: { full_name: '\tRavi Kumar\r\n', first_name: '\u00a0Ravi' }, expected: { ok: true },
    saved: { full_name: 'Ravi Kumar', first_name: 'Ravi' } },
  { name: 'a line break inside a name', form: { full_name: 'Ravi\nKumar' }, expected: { ok: false } },
  { name: 'a control character in a last name', form: { last_name: 'Kumar\u0007' }, expected: { ok: false } },
  { name: 'preferred bedrooms 1 and income 0', form: { preferred_bedrooms: '1', annual_income: '0' }, expected: { ok: true },
    saved: { preferred_bedrooms: 1, annual_income: '0.00' } },
  // The table's checks: core must refuse what the database refuses (reported where it does not).
  { name: 'negative annual income', form: { annual_income: '-5' }, expected: { ok: false } },
  { name: 'negative preferred rent', form: { preferred_rent_min: '-1000' }, expected: { ok: false } },
  { name: 'preferred bedrooms 0', form: { preferred_bedrooms: '0' }, expected: { ok: false } },
  { name: 'preferred bedrooms 11', form: { preferred_bedrooms: '11' }, expected: { ok: false } },
  { name: 'preferred bedrooms 2.5', form: { preferred_bedrooms: '2.5' }, expected: { ok: false } },
  { name: 'annual income beyond numeric(14,2)', form: { annual_income: '1e13' }, expected: { ok: false } },
];

describe('profile update: form schema and the profiles table agree', () => {
  const fx = useAgreementDatabase();
  let owner: TestUser;

  beforeAll(async () => {
    owner = await createUser(fx.client, { metadata: { full_name: 'Ravi Kumar', city: 'Pune' } });
  });

  /** The update the front end would send: the schema's output, as its owner. */
  async function update(values: Record<string, unknown>): Promise<Verdict> {
    const columns = Object.keys(values);
    const sets = columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
    return dbVerdict(fx.client, signedIn(owner), `update public.profiles set ${sets} where user_id = $1 returning *`,
      [owner.id, ...columns.map((c) => values[c])]);
  }

  it.each(cases)('$name', async (c) => {
    const core = coreVerdict(profileUpdateSchema, c.form);
    // The database gets what the front end would send: the coerced values, or the raw form if core refuses.
    const db = await update(core.ok ? core.value : c.form);
    expectAgreement(c.name, core, db, c.expected);
    if (c.saved && db.ok) expect(db.value, 'saved row').toMatchObject(c.saved);
  });

  it.each(['id', 'user_id', 'email', 'created_at', 'updated_at', 'profile_completion_percentage', 'email_verified'])(
    '%s is never updated: core drops it, the database refuses it', async (column) => {
      const core = coreVerdict(profileUpdateSchema, { [column]: 'x', full_name: 'Ravi' });
      expect(core.ok && Object.keys(core.value), 'core keeps only updatable columns').toEqual(['full_name']);
      const value = column === 'email_verified' ? true : column === 'profile_completion_percentage' ? 100
        : column.endsWith('_at') ? '2026-01-01T00:00:00Z' : column === 'email' ? 'new@example.in' : owner.id;
      expect(await update({ [column]: value }), `database update of ${column}`).toMatchObject({ ok: false, code: '42501' });
    });

  // last_login_at is the auth server's to keep (copied from auth.users on sign-in), never the user's.
  it('last_login_at: core drops it and the database refuses it', async () => {
    const core = coreVerdict(profileUpdateSchema, { last_login_at: '2026-01-01T00:00:00Z' });
    expect(core, 'core').toEqual({ ok: true, value: {} });
    expect(await update({ last_login_at: '2026-01-01T00:00:00Z' }), 'database').toMatchObject({ ok: false, code: '42501' });
  });
});
