import type pg from 'pg';
import { confirmEmail } from './accounts.ts';
import type { AuthDeps } from './config.ts';
import { authErrors } from './errors.ts';
import { redeemOneTimeToken, type TokenType } from './otp.ts';
import { issueAuthCode } from './pkce.ts';
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

/** The amr method of a session opened by each kind of emailed token. */
export const SESSION_METHOD: Record<TokenType, AuthMethod> = {
  confirmation: 'otp',
  magiclink: 'otp',
  invite: 'invite',
  recovery: 'recovery',
  email_change: 'email_change',
};

export function isVerificationType(type: string | undefined): type is string {
  return type !== undefined && type in ACCEPTS;
}

/** Redeems an emailed token: confirms the email (or applies the email change); returns its user and kind. */
async function applyEmailToken(client: pg.ClientBase, deps: AuthDeps, hash: string, type: string) {
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
  return token;
}

/** Redeems an emailed token and opens a session (the implicit flow and verifyOtp). */
export async function redeemEmailToken(
  client: pg.ClientBase,
  deps: AuthDeps,
  hash: string,
  type: string,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
) {
  const token = await applyEmailToken(client, deps, hash, type);
  const { sessionId, refreshToken } = await startSession(client, token.userId, SESSION_METHOD[token.type], meta);
  return sessionResponse(client, deps, token.userId, sessionId, refreshToken);
}

/** Redeems an emailed token of a PKCE flow: the session waits for the code exchange. */
export async function redeemEmailTokenForCode(client: pg.ClientBase, deps: AuthDeps, hash: string, type: string) {
  const token = await applyEmailToken(client, deps, hash, type);
  return issueAuthCode(client, token.userId, SESSION_METHOD[token.type]);
}
