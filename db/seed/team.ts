// A seed option (`team`): thousands of affiliates below one member (the demo affiliate by default),
// so the team screens can be tried and tested at scale. The shape has what a large team has: a
// first level of 40, one member with 1,500 direct recruits, a line 12 levels deep, and the rest
// filling in three recruits per member. They join without paid RVL, so no rank or commission moves.
import type pg from 'pg';
import { GENERATED_PASSWORD } from './accounts.ts';
import { NAMES } from './data/names.ts';
import { addDays, atIst } from './dates.ts';
import { bcryptSalt, Random, seedUuid } from './random.ts';
import { insertRows, TableRows } from './rows.ts';

const INSTANCE = '00000000-0000-0000-0000-000000000000';
const FIRST_LEVEL = 40;
const WIDE = 1500;
const DEEP = 12;

export interface TeamOptions {
  seed: string;
  today: string;
  /** How many descendants. */
  size: number;
  /** Whose team it is. */
  rootEmail: string;
}

/** Sponsor index of each member (-1: the root), by position: level 1, the wide member's recruits, the deep line, the rest. */
export function teamShape(size: number): number[] {
  const sponsors: number[] = [];
  for (let i = 0; i < size; i++) {
    if (i < FIRST_LEVEL) sponsors.push(-1);
    else if (i < FIRST_LEVEL + WIDE) sponsors.push(1);
    else if (i < FIRST_LEVEL + WIDE + DEEP) sponsors.push(i === FIRST_LEVEL + WIDE ? 0 : i - 1);
    else {
      // Three recruits each, breadth first, below level 1 (except the wide member) and then the newcomers.
      const k = Math.floor((i - FIRST_LEVEL - WIDE - DEEP) / 3);
      const pool = FIRST_LEVEL - 1;
      sponsors.push(k < pool ? (k === 0 ? 0 : k + 1) : FIRST_LEVEL + WIDE + DEEP + (k - pool));
    }
  }
  return sponsors;
}

/** Adds `size` affiliates below the root's account, in the caller's transaction; returns the root's code. */
export async function insertTeam(client: pg.ClientBase, options: TeamOptions): Promise<string> {
  const { rows: [root] } = await client.query<{ affiliate_id: string }>(
    `select p.affiliate_id from public.affiliate_profiles p join auth.users u on u.id = p.user_id where lower(u.email) = lower($1)`,
    [options.rootEmail],
  );
  if (!root) throw new Error(`No affiliate with the email ${options.rootEmail} to build a team for`);
  const { rows: [top] } = await client.query<{ n: string | null }>(
    `select max(substring(affiliate_id from '^AFF([0-9]+)$')::bigint)::text as n from public.affiliate_profiles`,
  );
  const { rows: [hashed] } = await client.query<{ hash: string }>('select extensions.crypt($1, $2) as hash', [
    GENERATED_PASSWORD, bcryptSalt(options.seed, 'team'),
  ]);
  const firstCode = Number(top?.n ?? 10000) + 1;
  const rng = new Random(`${options.seed}:team`);
  const regions = Object.values(NAMES);
  const out = new TableRows();
  const codes: string[] = [];
  teamShape(options.size).forEach((sponsor, i) => {
    const pool = rng.pick(regions);
    const first = rng.pick(rng.chance(0.5) ? pool.female : pool.male);
    const last = rng.pick(pool.surnames);
    const full_name = `${first} ${last}`;
    const id = seedUuid(options.seed, 'team-user', i);
    const email = `team.${i + 1}@users.demo.rentals.in`;
    const code = `AFF${firstCode + i}`;
    codes.push(code);
    const created_at = atIst(addDays(options.today, -rng.int(1, 400)), rng.int(9, 21), rng.int(0, 59));
    out.add('auth.users', {
      instance_id: INSTANCE, id, aud: 'authenticated', role: 'authenticated', email, encrypted_password: hashed?.hash,
      email_confirmed_at: created_at, raw_app_meta_data: { provider: 'email', providers: ['email'] },
      raw_user_meta_data: { full_name, first_name: first, last_name: last }, created_at, updated_at: created_at,
    });
    out.add('auth.identities', {
      id: seedUuid(options.seed, 'team-identity', i), provider_id: id, user_id: id, provider: 'email',
      identity_data: { sub: id, email, email_verified: true, phone_verified: false }, created_at, updated_at: created_at,
    });
    for (const role of ['user', 'affiliate']) {
      out.add('public.user_roles', { id: seedUuid(options.seed, `team-role:${role}`, i), user_id: id, role, created_at });
    }
    out.add('public.affiliate_profiles', {
      id: seedUuid(options.seed, 'team-profile', i), user_id: id, affiliate_id: code, full_name, email,
      status: rng.chance(0.05) ? 'pending' : 'active', created_at, updated_at: created_at,
    });
    out.add('public.affiliate_registrations', {
      id: seedUuid(options.seed, 'team-registration', i), user_id: id, affiliate_id: code,
      sponsor_id: sponsor < 0 ? root.affiliate_id : codes[sponsor], created_at,
    });
  });
  for (const table of ['auth.users', 'auth.identities', 'public.user_roles', 'public.affiliate_profiles', 'public.affiliate_registrations']) {
    await insertRows(client, table, out.get(table));
  }
  return root.affiliate_id;
}
