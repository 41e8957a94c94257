import crypto from 'node:crypto';
import type pg from 'pg';
import type { AuthConfig } from './config.ts';
import { authErrors } from './errors.ts';

/** Kinds of emailed link, as stored in auth.one_time_tokens. */
export type TokenType = 'recovery' | 'confirmation' | 'invite' | 'magiclink' | 'email_change';
/** Kinds with one link to one address (an email change has its own: emailChange.ts). */
export type LinkType = Exclude<TokenType, 'email_change'>;

/** GoTrue's link token: hex SHA-224 of email + the six-digit code, so link and code redeem the same row. */
export function tokenHash(email: string, otp: string): string {
  return crypto.createHash('sha224').update(email + otp).digest('hex');
}

/** Adds a one-time token for `email` beside the user's others; returns its six-digit code and hash. */
export async function addOneTimeToken(
  client: pg.ClientBase,
  userId: string,
  type: TokenType,
  email: string,
): Promise<{ otp: string; hash: string }> {
  const otp = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const hash = tokenHash(email, otp);
  await client.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, lower($4))`,
    [userId, type, hash, email],
  );
  return { otp, hash };
}

/** Issues a one-time token for `email`, replacing earlier ones of the same type. */
export async function issueOneTimeToken(
  client: pg.ClientBase,
  userId: string,
  type: LinkType,
  email: string,
): Promise<{ otp: string; hash: string }> {
  await client.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, type]);
  const issued = await addOneTimeToken(client, userId, type, email);
  const column = type === 'recovery' ? 'recovery' : 'confirmation';
  await client.query(
    `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`,
    [userId, issued.hash],
  );
  return issued;
}

/**
 * Redeems a token of one of `types` (used once, within GOTRUE_MAILER_OTP_EXP); returns its user and
 * type. A missing or old one is GoTrue's 403 `otp_expired`, in the words of how it was sent (`expired`).
 */
export async function redeemOneTimeToken(
  client: pg.ClientBase,
  hash: string,
  types: TokenType[],
  config: AuthConfig,
  expired: () => Error = authErrors.otpExpired,
): Promise<{ userId: string; type: TokenType; relatesTo: string }> {
  const { rows } = await client.query<{ user_id: string; token_type: TokenType; relates_to: string }>(
    `delete from auth.one_time_tokens
     where token_hash = $1 and token_type = any($2) and created_at > now() - make_interval(secs => $3)
     returning user_id, token_type, relates_to`,
    [hash, types, config.otpExp],
  );
  const row = rows[0];
  if (!row) throw expired();
  if (row.token_type === 'recovery' || row.token_type === 'confirmation') {
    const column = row.token_type;
    await client.query(`update auth.users set ${column}_token = '' where id = $1`, [row.user_id]);
  }
  return { userId: row.user_id, type: row.token_type, relatesTo: row.relates_to };
}
