import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { CONTROL_CHARACTERS } from '@rentals/core/validation/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDomainGateway, type DomainGateway, type Session } from '../domain/harness.ts';

/**
 * A name, title or search name through /rest/v1 as any client can send it: a tab at an end or a
 * control character inside is refused with a 400 the forms place beside the field, and an account
 * created with such a name in its metadata keeps the account and leaves the name out.
 */
let dg: DomainGateway;
let person: Session;

beforeAll(async () => {
  dg = await startDomainGateway();
  person = await dg.signIn(await dg.account('Ravi Kumar'));
});
afterAll(async () => {
  await dg?.close();
});

describe('names written through /rest/v1', () => {
  it('refuses a profile name with a control character, a title with a line break and a search name starting with a tab', async () => {
    const profile = await person.client.from('profiles').update({ full_name: 'Ravi\u0007Kumar' }).eq('user_id', person.id);
    const listing = await person.client.from('properties')
      .insert({ title: '2 BHK\nin Baner', listed_by: person.id, city: 'Pune', rent: 25000, bedrooms: 2 });
    const search = await person.client.from('saved_searches').insert({ user_id: person.id, name: '\tPune homes', filters: {} });
    for (const [label, result, field] of [['profile', profile, 'full_name'], ['listing', listing, 'title'], ['search', search, 'name']] as const) {
      expect(result.status, `${label}: a 400, never a 5xx`).toBe(400);
      expect(fieldErrorFromDatabase(result.error), `${label}: told beside its field`).toEqual({ field, message: CONTROL_CHARACTERS });
    }
    const [row] = await dg.sql('select full_name from public.profiles where user_id = $1', [person.id]);
    expect(row, 'the name is unchanged').toEqual({ full_name: 'Ravi Kumar' });
  });

  it('keeps an account created with a name that is not clean, without the name', async () => {
    const account = await dg.account('Sita\u0007Seeker');
    const [row] = await dg.sql('select full_name from public.profiles where user_id = $1', [account.id]);
    expect(row, 'the profile exists, its name left for the person to give').toEqual({ full_name: null });
  });
});
