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

/** Inserts a user and its email identity; a taken email becomes `duplicate()`. */
export async function createUser(
  client: pg.ClientBase,
  input: NewUser,
  duplicate: () => Error = authErrors.emailExists,
): Promise<string> {
  const provider = input.isAnonymous ? {} : { provider: 'email', providers: ['email'] };
  try {
    await client.query('savepoint create_user');
    const { rows } = await client.query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, phone, encrypted_password, email_confirmed_at, invited_at,
                               raw_app_meta_data, raw_user_meta_data, is_anonymous, banned_until)
       values (coalesce($1::uuid, gen_random_uuid()), 'authenticated', $2, $3, $4, $5,
               case when $6 then now() end, case when $7 then now() end, $8, $9, $10, $11)
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
    await client.query('release savepoint create_user');
    return id;
  } catch (error) {
    if (error instanceof DatabaseError && error.code === '23505') {
      await client.query('rollback to savepoint create_user');
      throw duplicate();
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
