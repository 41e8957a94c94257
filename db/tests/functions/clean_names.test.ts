// Names, titles and search names (public.is_clean_name): no whitespace of any kind at either end,
// no control character or line break inside, in every table that keeps one, whoever writes it.
// The rule is core's too (core/src/validation/names.ts): both are asked the same questions here.
import { hasControlCharacter, isCleanName } from '@rentals/core/validation/names';
import { beforeAll, describe, expect, it } from 'vitest';
import { createManagedProperty } from './_fixtures.ts';
import { callAs, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

// Every character JavaScript's trim removes (ECMAScript WhiteSpace and LineTerminator).
const JS_WHITESPACE = ['\t', '\n', '\u000b', '\f', '\r', ' ', '\u00a0', '\u1680', '\u2000', '\u2001', '\u2002', '\u2003',
  '\u2004', '\u2005', '\u2006', '\u2007', '\u2008', '\u2009', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
const SAMPLES = ['Ravi Kumar', 'रवि कुमार', '2 BHK in Baner 🏠', 'Ravi\u00a0Kumar', '\tRavi', 'Ravi\n', ' Ravi', '\u3000Ravi', '',
  'Ra\tvi', 'Ra\nvi', 'Ra\u0007vi', 'Ra\u007fvi', 'Ra\u0085vi', 'Ra\u2028vi', 'Ra\u2029vi', 'Ra\u200bvi'];

const checkViolation = (constraint: string) => ({ code: '23514', constraint });

describe('clean names', () => {
  const fx = useDatabase();
  let person: Actor;
  let personId: string;

  beforeAll(async () => {
    personId = await createUser(fx.pool, 'Ravi Kumar');
    person = signedIn(personId);
  });

  describe('the rule, in the database and in core', () => {
    it('trims every whitespace character JavaScript trims, and only those', async () => {
      for (const space of JS_WHITESPACE) {
        const { rows: [row] } = await fx.pool.query<{ trimmed: string }>('select public.trim_whitespace($1) as trimmed', [`${space}Ravi${space}`]);
        expect(row!.trimmed, `U+${space.codePointAt(0)!.toString(16)}`).toBe(`${space}Ravi${space}`.trim());
      }
      const { rows: [kept] } = await fx.pool.query<{ trimmed: string }>('select public.trim_whitespace($1) as trimmed', ['\u200bRavi\u0085']);
      expect(kept!.trimmed, 'a zero-width space and NEL are not whitespace to either').toBe('\u200bRavi\u0085'.trim());
    });

    it('agrees with core on what is a clean name', async () => {
      for (const sample of SAMPLES) {
        const { rows: [row] } = await fx.pool.query<{ clean: boolean }>('select public.is_clean_name($1) as clean', [sample]);
        expect(row!.clean, JSON.stringify(sample)).toBe(isCleanName(sample));
      }
      expect(hasControlCharacter('Ra\u0007vi'), 'core sees the bell').toBe(true);
    });
  });

  describe('a person writing their own rows', () => {
    it('cannot give their profile a name with a tab at an end or a control character inside', async () => {
      for (const [column, value] of [['full_name', '\tRavi Kumar'], ['full_name', 'Ravi\u0007'], ['first_name', 'Ra\nvi'], ['last_name', 'Kumar\r']]) {
        await expect(callAs(fx.pool, person, `update public.profiles set ${column} = $2 where user_id = $1`, [personId, value]),
          `${column} ${JSON.stringify(value)}`).rejects.toMatchObject(checkViolation(`profiles_${column}_clean`));
      }
      await callAs(fx.pool, person, 'update public.profiles set full_name = $2 where user_id = $1', [personId, 'रवि कुमार']);
    });

    it('cannot list a home under a title with a line break', async () => {
      await expect(callAs(fx.pool, person,
        `insert into public.properties (title, listed_by, city, rent, bedrooms) values ($1, auth.uid(), 'Pune', 25000, 2)`, ['2 BHK\nin Baner']),
      'title').rejects.toMatchObject(checkViolation('properties_title_clean'));
    });

    it('cannot save a search under a name starting with a tab', async () => {
      await expect(callAs(fx.pool, person,
        `insert into public.saved_searches (user_id, name, filters) values (auth.uid(), $1, '{}')`, ['\tPune homes']),
      'search name').rejects.toMatchObject(checkViolation('saved_searches_name_clean'));
    });

    it('registers as a broker under a name trimmed of tabs, and not under one with a control character', async () => {
      const [broker] = await callAs<{ name: string }>(fx.pool, person, 'select * from public.register_broker($1)',
        [{ name: '\tRavi Broker\n', provider: 'cash' }]);
      expect(broker?.name, 'trimmed of every whitespace').toBe('Ravi Broker');
      const other = signedIn(await createUser(fx.pool, 'Sita Broker'));
      await expect(callAs(fx.pool, other, 'select * from public.register_broker($1)', [{ name: 'Sita\u0007Broker', provider: 'cash' }]),
        'broker name').rejects.toMatchObject(checkViolation('brokers_name_clean'));
    });

    it('cannot join the affiliate programme under a name with a line break', async () => {
      const other = signedIn(await createUser(fx.pool, 'Tara Affiliate'));
      await expect(callAs(fx.pool, other, 'select * from public.register_affiliate($1, $2)', [null, { full_name: 'Tara\nAffiliate' }]),
        'affiliate name').rejects.toMatchObject(checkViolation('affiliate_profiles_full_name_clean'));
    });
  });

  describe('rows written by the product itself', () => {
    it('keeps a contact enquiry\'s name and a managed property\'s names clean too', async () => {
      await expect(fx.pool.query(
        `insert into public.contact_enquiries (name, email, topic, message) values ('Meera\tIyer', 'meera@example.in', 'general', 'A question about leases')`),
      'enquiry name').rejects.toMatchObject(checkViolation('contact_enquiries_name_clean'));
      const managed = await createManagedProperty(fx.pool, personId, 3000);
      for (const column of ['property_name', 'owner_name']) {
        await expect(fx.pool.query(`update public.managed_property_details set ${column} = $2 where id = $1`, [managed, 'Kothrud\u2028flat']),
          column).rejects.toMatchObject(checkViolation(`managed_property_details_${column}_clean`));
      }
    });

    it('keeps the account of a sign-up whose metadata name is not clean, leaving the name out', async () => {
      const insert = async (meta: Record<string, string>) => (await fx.pool.query<{ id: string }>(
        `insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id`,
        [`signup.${Date.now()}.${Math.random()}@example.in`, JSON.stringify(meta)])).rows[0]!.id;
      const profile = async (id: string) => (await fx.pool.query(
        'select full_name, first_name, last_name from public.profiles where user_id = $1', [id])).rows[0];
      expect(await profile(await insert({ full_name: '\tSita  Seeker\n' })), 'trimmed').toEqual({
        full_name: 'Sita  Seeker', first_name: 'Sita', last_name: 'Seeker',
      });
      expect(await profile(await insert({ full_name: 'Sita\u0007Seeker' })), 'left out').toEqual({
        full_name: null, first_name: null, last_name: null,
      });
      expect(await profile(await insert({ first_name: 'Sita', last_name: 'Seeker\u0085' })), 'the clean part kept').toEqual({
        full_name: 'Sita', first_name: 'Sita', last_name: null,
      });
    });
  });
});
