import type pg from 'pg';
import { DatabaseError } from 'pg';
import { emailProblem, type EmailProblem } from '@rentals/core/validation/email';
import { authErrors } from './errors.ts';

export interface NewUser {
  id?: string;
  email: string | null;
  phone?: string | null;
  passwordHash: string | null;
  userMetadata?: Record<string, unknown>;
  /** Admin-set app_metadata keys, merged over {provider, providers}. */
  appMetadata?: Record<string, unknown>;
  role?: string;
  confirmed: boolean;
  /** The phone is confirmed too (the admin API's phone_confirm). */
  phoneConfirmed?: boolean;
  invited?: boolean;
  isAnonymous?: boolean;
  bannedUntil?: Date | null;
}

const EMAIL_ERRORS: Record<EmailProblem, string> = {
  required: 'An email address is required',
  too_long: 'An email address is too long',
  invalid_format: 'Unable to validate email address: invalid format',
};

/**
 * GoTrue's validateEmail, for every route that takes an address: core's rule (the forms' too), a 400
 * `validation_failed` in GoTrue's words when it fails, and the address lower-cased.
 */
export function normaliseEmail(raw: unknown): string {
  const email = raw === undefined || raw === null ? '' : raw;
  const problem = typeof email === 'string' ? emailProblem(email) : 'invalid_format';
  if (problem) throw authErrors.validation(EMAIL_ERRORS[problem]);
  return (email as string).toLowerCase();
}

/** The app_metadata providers of a new account, as GoTrue lists them: email first, then phone. */
function providersOf(input: NewUser): Record<string, unknown> {
  if (input.isAnonymous) return {};
  const providers = [...(input.email || !input.phone ? ['email'] : []), ...(input.phone ? ['phone'] : [])];
  return { provider: providers[0], providers };
}

/**
 * Inserts a user with an identity for its email and one for its phone; a taken email becomes
 * `duplicate()`, a taken phone `duplicatePhone()`.
 */
export async function createUser(
  client: pg.ClientBase,
  input: NewUser,
  duplicate: () => Error = authErrors.emailExists,
  duplicatePhone: () => Error = authErrors.phoneExists,
): Promise<string> {
  const provider = providersOf(input);
  try {
    await client.query('savepoint create_user');
    const { rows } = await client.query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, phone, encrypted_password, email_confirmed_at, invited_at,
                               raw_app_meta_data, raw_user_meta_data, is_anonymous, banned_until, phone_confirmed_at)
       values (coalesce($1::uuid, gen_random_uuid()), 'authenticated', $2, $3, $4, $5,
               case when $6 then now() end, case when $7 then now() end, $8, $9, $10, $11, case when $12 then now() end)
       returning id`,
      [
        input.id ?? null,
        input.role ?? 'authenticated',
        input.email,
        input.phone || null,
        input.passwordHash,
        input.confirmed,
        input.invited ?? false,
        { ...(input.appMetadata ?? {}), ...provider },
        input.userMetadata ?? {},
        input.isAnonymous ?? false,
        input.bannedUntil ?? null,
        Boolean(input.phone && input.phoneConfirmed),
      ],
    );
    const id = rows[0]!.id;
    if (input.email) {
      await client.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider)
         values ($1, $2, $3, 'email')`,
        [id, id, { sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false }],
      );
    }
    if (input.phone) {
      await client.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3, 'phone')`,
        [id, id, { sub: id, phone: input.phone, email_verified: false, phone_verified: Boolean(input.phoneConfirmed) }],
      );
    }
    await client.query('release savepoint create_user');
    return id;
  } catch (error) {
    if (error instanceof DatabaseError && error.code === '23505') {
      await client.query('rollback to savepoint create_user');
      throw error.constraint === 'users_phone_key' ? duplicatePhone() : duplicate();
    }
    throw error;
  }
}

/** Marks the email as confirmed (sign-up link, recovery, invite, magic link). */
export async function confirmEmail(client: pg.ClientBase, userId: string): Promise<void> {
  await client.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1`,
    [userId],
  );
  await client.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}
