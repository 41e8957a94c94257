import type { Queryable } from './db.ts';

/** The auth.users columns this server reads. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  invited_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
}

/** A user with the rows GoTrue embeds in its User object. */
export interface LoadedUser {
  row: UserRow;
  identities: IdentityRow[];
  factors: FactorRow[];
}

const iso = (value: Date | null) => (value ? value.toISOString() : undefined);

export async function loadUser(client: Queryable, id: string): Promise<LoadedUser | null> {
  const { rows } = await client.query<UserRow>('select * from auth.users where id = $1', [id]);
  const row = rows[0];
  if (!row) return null;
  const identities = await client.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [id],
  );
  const factors = await client.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at',
    [id],
  );
  return { row, identities: identities.rows, factors: factors.rows };
}

export async function findUserIdByEmail(client: Queryable, email: string): Promise<string | null> {
  const { rows } = await client.query<{ id: string }>(
    'select id from auth.users where lower(email) = lower($1) and is_sso_user = false',
    [email],
  );
  return rows[0]?.id ?? null;
}

/** The account whose number this is (E.164 digits, as stored), as GoTrue's FindUserByPhoneAndAudience. */
export async function findUserIdByPhone(client: Queryable, phone: string): Promise<string | null> {
  const { rows } = await client.query<{ id: string }>(
    'select id from auth.users where phone = $1 and is_sso_user = false',
    [phone],
  );
  return rows[0]?.id ?? null;
}

export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at),
  };
}

/** GoTrue's User object: optional fields are left out when empty. */
export function userJson({ row, identities, factors }: LoadedUser) {
  return {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    invited_at: iso(row.invited_at),
    new_email: row.email_change || undefined,
    email_change_sent_at: iso(row.email_change_sent_at),
    new_phone: row.phone_change || undefined,
    phone_change_sent_at: iso(row.phone_change_sent_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: row.is_anonymous,
    banned_until: iso(row.banned_until),
    deleted_at: iso(row.deleted_at),
  };
}

export type UserJson = ReturnType<typeof userJson>;

/** Merges `patch` into metadata the way GoTrue does: a null value deletes the key. */
export function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
