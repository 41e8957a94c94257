import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../src/jwt.ts';
import { claimsOf, restGet, startDomainGateway, type Account, type DomainGateway, type Session } from './harness.ts';

/**
 * Row-level security of the domain schema seen through the gateway: each person reads every
 * protected table with the token they got from /auth/v1, and sees exactly the rows the policies give.
 */
let dg: DomainGateway;
const people = {} as Record<'tenant' | 'landlord' | 'broker' | 'otherBroker' | 'admin', Account>;
const sessions = {} as Record<'tenant' | 'landlord' | 'broker' | 'adminAal1' | 'adminAal2', Session>;
const ids: Record<string, string> = {};

async function insert(sql: string, values: unknown[]): Promise<string> {
  const [row] = await dg.sql<{ id: string }>(`${sql} returning id`, values);
  return row!.id;
}

beforeAll(async () => {
  dg = await startDomainGateway();
  people.tenant = await dg.account('Tara Tenant', ['tenant']);
  people.landlord = await dg.account('Lalit Landlord', ['landlord']);
  people.broker = await dg.account('Bina Broker', ['broker']);
  people.otherBroker = await dg.account('Omar Broker', ['broker']);
  people.admin = await dg.account('Asha Admin', ['admin']);

  const property = `insert into public.properties (title, listed_by, availability, verified, city, rent, deposit, bedrooms)
                    values ($1, $2, $3, $4, 'pune', 30000, 60000, 2)`;
  ids.listed = await insert(property, ['Listed flat', people.landlord.id, 'available', true]);
  ids.unverified = await insert(property, ['Awaiting approval', people.landlord.id, 'available', false]);
  ids.rented = await insert(property, ['Rented flat', people.landlord.id, 'rented', true]);
  ids.brokerDraft = await insert(property, ["Broker's draft", people.broker.id, 'available', false]);

  const broker = `insert into public.brokers (user_id, name, city) values ($1, $2, 'Pune')`;
  ids.broker = await insert(broker, [people.broker.id, 'Bina Broker']);
  ids.otherBroker = await insert(broker, [people.otherBroker.id, 'Omar Broker']);

  const application = `insert into public.managed_rental_applications
    (landlord_id, submitted_by_broker_id, property_location, property_type, monthly_rent) values ($1, $2, 'Pune', 'Apartment', 40000)`;
  ids.viaBroker = await insert(application, [people.landlord.id, ids.broker]);
  ids.direct = await insert(application, [people.landlord.id, null]);
  ids.otherApplication = await insert(application, [people.otherBroker.id, ids.otherBroker]);

  const payment = `insert into public.payments (kind, provider, amount, broker_id, user_id) values ('broker_registration', 'upi', 999, $1, $2)`;
  ids.brokerPayment = await insert(payment, [ids.broker, people.broker.id]);
  ids.otherPayment = await insert(payment, [ids.otherBroker, people.otherBroker.id]);

  sessions.tenant = await dg.signIn(people.tenant);
  sessions.landlord = await dg.signIn(people.landlord);
  sessions.broker = await dg.signIn(people.broker);
  sessions.adminAal2 = await dg.raiseToAal2(await dg.signIn(people.admin));
  // A fresh password sign-in of the same admin, who has a verified factor, is still aal1.
  sessions.adminAal1 = await dg.signIn(people.admin);
});
afterAll(async () => {
  await dg?.close();
});

async function visible(client: SupabaseClient, table: string, column = 'id'): Promise<string[]> {
  const { data, error } = await client.from(table).select(column);
  if (error) throw new Error(`${table}: ${error.code} ${error.message}`);
  return (data as unknown as Array<Record<string, string>>).map((row) => row[column]!).sort();
}

const sorted = (...values: Array<string | undefined>) => values.map((v) => v!).sort();

describe('tokens from /auth/v1', () => {
  it('carry the assurance level the policies check', () => {
    expect(claimsOf(sessions.adminAal2.accessToken)).toMatchObject({ role: 'authenticated', aal: 'aal2', sub: people.admin.id });
    expect(claimsOf(sessions.adminAal1.accessToken)).toMatchObject({ role: 'authenticated', aal: 'aal1', sub: people.admin.id });
  });
});

describe('anon key', () => {
  it('sees only available and verified properties', async () => {
    expect(await visible(dg.anon(), 'properties')).toEqual([ids.listed]);
  });

  it.each(['profiles', 'managed_rental_applications', 'brokers', 'payments', 'user_roles'])(
    'may not read %s at all (401, 42501)',
    async (table) => {
      const { error, status } = await dg.anon().from(table).select('id');
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    },
  );
});

describe('signed-in people', () => {
  it('a tenant sees listed properties, their own profile and role, and nothing else', async () => {
    const { client } = sessions.tenant;
    expect(await visible(client, 'properties')).toEqual([ids.listed]);
    expect(await visible(client, 'profiles', 'user_id')).toEqual([people.tenant.id]);
    expect(await visible(client, 'user_roles', 'user_id')).toEqual([people.tenant.id]);
    expect(await visible(client, 'managed_rental_applications')).toEqual([]);
    expect(await visible(client, 'brokers')).toEqual([]);
    expect(await visible(client, 'payments')).toEqual([]);
  });

  it('a landlord also sees their own unlisted properties and their managed applications', async () => {
    const { client } = sessions.landlord;
    expect(await visible(client, 'properties')).toEqual(sorted(ids.listed, ids.unverified, ids.rented));
    expect(await visible(client, 'profiles', 'user_id')).toEqual([people.landlord.id]);
    expect(await visible(client, 'user_roles', 'user_id')).toEqual([people.landlord.id]);
    expect(await visible(client, 'managed_rental_applications')).toEqual(sorted(ids.viaBroker, ids.direct));
    expect(await visible(client, 'brokers')).toEqual([]);
    expect(await visible(client, 'payments')).toEqual([]);
  });

  it('a broker sees their own broker row, payment and the applications they submitted', async () => {
    const { client } = sessions.broker;
    expect(await visible(client, 'properties')).toEqual(sorted(ids.listed, ids.brokerDraft));
    expect(await visible(client, 'profiles', 'user_id')).toEqual([people.broker.id]);
    expect(await visible(client, 'user_roles', 'user_id')).toEqual([people.broker.id]);
    expect(await visible(client, 'managed_rental_applications')).toEqual([ids.viaBroker]);
    expect(await visible(client, 'brokers')).toEqual([ids.broker]);
    expect(await visible(client, 'payments')).toEqual([ids.brokerPayment]);
  });

  it('an admin at aal1 is a plain user: own profile and role only', async () => {
    const { client } = sessions.adminAal1;
    expect(await visible(client, 'properties')).toEqual([ids.listed]);
    expect(await visible(client, 'profiles', 'user_id')).toEqual([people.admin.id]);
    expect(await visible(client, 'user_roles', 'user_id')).toEqual([people.admin.id]);
    expect(await visible(client, 'managed_rental_applications')).toEqual([]);
    expect(await visible(client, 'brokers')).toEqual([]);
    expect(await visible(client, 'payments')).toEqual([]);
  });

  it('an admin at aal2 sees everything', async () => {
    const { client } = sessions.adminAal2;
    const everyone = sorted(...Object.values(people).map((p) => p.id));
    expect(await visible(client, 'properties')).toEqual(sorted(ids.listed, ids.unverified, ids.rented, ids.brokerDraft));
    expect(await visible(client, 'profiles', 'user_id')).toEqual(everyone);
    expect(await visible(client, 'user_roles', 'user_id')).toEqual(everyone);
    expect(await visible(client, 'managed_rental_applications')).toEqual(sorted(ids.viaBroker, ids.direct, ids.otherApplication));
    expect(await visible(client, 'brokers')).toEqual(sorted(ids.broker, ids.otherBroker));
    expect(await visible(client, 'payments')).toEqual(sorted(ids.brokerPayment, ids.otherPayment));
  });

  it('a filter cannot widen what a policy gives (a tenant asking for an unlisted id gets nothing)', async () => {
    const { data, error } = await sessions.tenant.client.from('properties').select('id').eq('id', ids.unverified!);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('refused tokens', () => {
  /** One character of the signature changed (mid-signature: the last character also holds padding bits). */
  function tamper(token: string): string {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const i = 10;
    const swapped = signature[i] === 'A' ? 'B' : 'A';
    return `${header}.${payload}.${signature.slice(0, i)}${swapped}${signature.slice(i + 1)}`;
  }

  it('refuses an admin token with one changed character in its signature (401 PGRST301)', async () => {
    const token = tamper(sessions.adminAal2.accessToken);
    const res = await restGet(dg, '/profiles?select=user_id', token);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });
    const viaClient = await dg.clientWithToken(token).from('payments').select('id');
    expect(viaClient.status).toBe(401);
    expect(viaClient.error?.code).toBe('PGRST301');
    expect(viaClient.data).toBeNull();
  });

  it('refuses an expired token signed with the project secret (401 PGRST303)', async () => {
    const claims = { ...claimsOf(sessions.adminAal2.accessToken) };
    delete claims.exp;
    delete claims.iat;
    const expired = await signJwt(claims, dg.gateway.keys.jwtSecret, -3600);
    const res = await restGet(dg, '/profiles?select=user_id', expired);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    // The same claims with a valid lifetime are accepted: only the expiry was wrong.
    const fresh = await signJwt(claims, dg.gateway.keys.jwtSecret, 60);
    const ok = await restGet(dg, '/profiles?select=user_id', fresh);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toHaveLength(Object.keys(people).length);
  });
});
