import type pg from 'pg';
import { GENERATED_PASSWORD } from './accounts.ts';
import type { Network } from './network.ts';
import type { People, Person } from './people.ts';
import { bcryptSalt, seedUuid, type Random } from './random.ts';
import type { TableRows } from './rows.ts';

const INSTANCE = '00000000-0000-0000-0000-000000000000';

/** bcrypt (cost 10) with pgcrypto; the salt is derived from the seed so the hash is reproducible. */
async function hash(client: pg.ClientBase, seed: string, password: string, label: string): Promise<string> {
  const { rows } = await client.query<{ hash: string }>('select extensions.crypt($1, $2) as hash', [password, bcryptSalt(seed, label)]);
  return (rows[0] as { hash: string }).hash;
}

/** Accounts, sign-in identities, roles, the admin's TOTP factor and profile details. */
export async function makeUsers(client: pg.ClientBase, rng: Random, seed: string, people: People, network: Network, out: TableRows) {
  const shared = await hash(client, seed, GENERATED_PASSWORD, 'generated');
  const affiliateUsers = new Set(network.members.map((m) => m.person.id));
  for (const [i, person] of people.all.entries()) {
    const password = person.demo ? await hash(client, seed, person.demo.password, person.email) : shared;
    out.add('auth.users', {
      instance_id: INSTANCE, id: person.id, aud: 'authenticated', role: 'authenticated', email: person.email,
      encrypted_password: password, email_confirmed_at: person.created_at, last_sign_in_at: person.last_login_at,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      raw_user_meta_data: {
        full_name: person.full_name, first_name: person.first_name, last_name: person.last_name,
        phone: person.phone, city: person.city.name, state: person.city.state,
      },
      created_at: person.created_at, updated_at: person.created_at,
    });
    out.add('auth.identities', {
      id: seedUuid(seed, 'identity', i), provider_id: person.id, user_id: person.id, provider: 'email',
      identity_data: { sub: person.id, email: person.email, email_verified: true, phone_verified: false },
      last_sign_in_at: person.last_login_at, created_at: person.created_at, updated_at: person.created_at,
    });
    const roles = new Set<string>(['user', person.role]);
    if (affiliateUsers.has(person.id)) roles.add('affiliate');
    for (const role of roles) {
      out.add('public.user_roles', { id: seedUuid(seed, `role:${role}`, i), user_id: person.id, role, created_at: person.created_at });
    }
    out.add('profiles', profile(rng, person));
    if (person.demo?.totp_secret) {
      out.add('auth.mfa_factors', {
        id: seedUuid(seed, 'mfa-factor', i), user_id: person.id, friendly_name: 'Authenticator app', factor_type: 'totp',
        status: 'verified', secret: person.demo.totp_secret, created_at: person.created_at, updated_at: person.created_at,
      });
    }
  }
}

/** What people fill in on their profile beyond the sign-up fields; tenants state rent preferences. */
function profile(rng: Random, person: Person) {
  const seeker = person.role === 'tenant' || person.role === 'user';
  const rent = seeker ? rng.int(2, 12) * 5000 : null;
  return {
    user_id: person.id,
    avatar_url: rng.chance(0.3) ? `/images/placeholders/avatar.svg` : null,
    annual_income: seeker || rng.chance(0.4) ? rng.int(4, 60) * 100_000 : null,
    preferred_rent_min: rent && rng.chance(0.7) ? rent : null,
    preferred_rent_max: rent ? rent * 2 : null,
    preferred_bedrooms: seeker ? rng.int(1, 3) : null,
    last_login_at: person.last_login_at,
    created_at: person.created_at,
  };
}

/** Fills in the profiles the sign-up trigger created (or creates them, should it be missing). */
export async function upsertProfiles(client: pg.ClientBase, rows: readonly Record<string, unknown>[]) {
  await client.query(
    `insert into public.profiles (id, user_id, email, full_name, first_name, last_name, phone, city, state, email_verified,
       avatar_url, annual_income, preferred_rent_min, preferred_rent_max, preferred_bedrooms, last_login_at, created_at)
     select u.id, u.id, u.email, u.raw_user_meta_data ->> 'full_name', u.raw_user_meta_data ->> 'first_name',
       u.raw_user_meta_data ->> 'last_name', u.raw_user_meta_data ->> 'phone', u.raw_user_meta_data ->> 'city',
       u.raw_user_meta_data ->> 'state', true, p.avatar_url, p.annual_income, p.preferred_rent_min, p.preferred_rent_max,
       p.preferred_bedrooms, p.last_login_at, p.created_at
     from jsonb_populate_recordset(null::public.profiles, $1::jsonb) as p
     join auth.users u on u.id = p.user_id
     on conflict (user_id) do update set avatar_url = excluded.avatar_url, annual_income = excluded.annual_income,
       preferred_rent_min = excluded.preferred_rent_min, preferred_rent_max = excluded.preferred_rent_max,
       preferred_bedrooms = excluded.preferred_bedrooms, last_login_at = excluded.last_login_at,
       created_at = excluded.created_at, email_verified = true`,
    [JSON.stringify(rows)],
  );
}
