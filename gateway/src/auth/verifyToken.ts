import type pg from 'pg';
import { confirmEmail } from './accounts.ts';
import type { AuthDeps } from './config.ts';
import { authErrors } from './errors.ts';
import { redeemOneTimeToken, type TokenType } from './otp.ts';
import { sessionResponse, startSession, type AuthMethod } from './session.ts';

/** Verification types a link or verifyOtp call may name, and the stored token kinds each accepts. */
const ACCEPTS: Record<string, TokenType[]> = {
  signup: ['confirmation'],
  invite: ['invite'],
  recovery: ['recovery'],
  magiclink: ['magiclink'],
  email: ['confirmation', 'magiclink'],
  email_change: ['email_change'],
};

const METHOD: Record<TokenType, AuthMethod> = {
  confirmation: 'otp',
  magiclink: 'otp',
  invite: 'invite',
  recovery: 'recovery',
  email_change: 'email_change',
};

export function isVerificationType(type: string | undefined): type is string {
  return type !== undefined && type in ACCEPTS;
}

/** Redeems an emailed token: confirms the email (or applies the email change) and opens a session. */
export async function redeemEmailToken(
  client: pg.ClientBase,
  deps: AuthDeps,
  hash: string,
  type: string,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
) {
  const accepts = ACCEPTS[type];
  if (!accepts) throw authErrors.validation('Verify requires a verification type');
  const token = await redeemOneTimeToken(client, hash, accepts, deps.config);
  if (token.type === 'email_change') {
    await client.query(
      `update auth.users set email = email_change, email_change = '', updated_at = now()
       where id = $1 and email_change = $2`,
      [token.userId, token.relatesTo],
    );
    await client.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
              updated_at = now() where user_id = $1 and provider = 'email'`,
      [token.userId, token.relatesTo],
    );
  }
  await confirmEmail(client, token.userId);
  const { sessionId, refreshToken } = await startSession(client, token.userId, METHOD[token.type], meta);
  return sessionResponse(client, deps, token.userId, sessionId, refreshToken);
}
