import crypto from 'node:crypto';
import type pg from 'pg';
import type { AuthConfig } from './config.ts';
import { authErrors } from './errors.ts';

/** Kinds of emailed link, as stored in auth.one_time_tokens. */
export type TokenType = 'recovery' | 'confirmation' | 'invite' | 'magiclink' | 'email_change';

/** GoTrue's link token: hex SHA-224 of email + the six-digit code, so link and code redeem the same row. */
export function tokenHash(email: string, otp: string): string {
  return crypto.createHash('sha224').update(email + otp).digest('hex');
}

/** Issues a one-time token for `email`, replacing earlier ones of the same type. */
export async function issueOneTimeToken(
  client: pg.ClientBase,
  userId: string,
  type: TokenType,
  email: string,
): Promise<{ otp: string; hash: string }> {
  const otp = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const hash = tokenHash(email, otp);
  await client.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, type]);
  await client.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)`,
    [userId, type, hash, email],
  );
  const column = type === 'recovery' ? 'recovery' : type === 'email_change' ? 'email_change' : 'confirmation';
  if (column !== 'email_change') {
    await client.query(
      `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`,
      [userId, hash],
    );
  }
  return { otp, hash };
}

/** Redeems a token of one of `types` (used once, within GOTRUE_MAILER_OTP_EXP); returns its user and type. */
export async function redeemOneTimeToken(
  client: pg.ClientBase,
  hash: string,
  types: TokenType[],
  config: AuthConfig,
): Promise<{ userId: string; type: TokenType; relatesTo: string }> {
  const { rows } = await client.query<{ user_id: string; token_type: TokenType; relates_to: string }>(
    `delete from auth.one_time_tokens
     where token_hash = $1 and token_type = any($2) and created_at > now() - make_interval(secs => $3)
     returning user_id, token_type, relates_to`,
    [hash, types, config.otpExp],
  );
  const row = rows[0];
  if (!row) throw authErrors.otpExpired();
  if (row.token_type === 'recovery' || row.token_type === 'confirmation') {
    const column = row.token_type;
    await client.query(`update auth.users set ${column}_token = '' where id = $1`, [row.user_id]);
  }
  return { userId: row.user_id, type: row.token_type, relatesTo: row.relates_to };
}
