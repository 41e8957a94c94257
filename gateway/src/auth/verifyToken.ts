import type pg from 'pg';
import { confirmEmail } from './accounts.ts';
import type { AuthDeps } from './config.ts';
import { confirmEmailChange } from './emailChange.ts';
import { authErrors, type AuthError } from './errors.ts';
import { redeemOneTimeToken, type TokenType } from './otp.ts';
import { issueAuthCode } from './pkce.ts';
import { sessionResponse, startSession, type AuthMethod, type SessionJson } from './session.ts';

/** Emailed verification types a link or verifyOtp call may name, and the stored token kinds each accepts. */
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

/** Whether `type` names an emailed token (GoTrue: "Invalid email verification type" otherwise). */
export function isEmailVerificationType(type: string | undefined): type is string {
  return type !== undefined && Object.hasOwn(ACCEPTS, type);
}

/** What redeeming an emailed token did: confirmed someone, or took one of an email change's two links. */
type Redeemed = { userId: string; type: TokenType } | 'awaiting_other';

/** Redeems an emailed token: confirms the email, or takes one confirmation of an email change. */
async function applyEmailToken(client: pg.ClientBase, deps: AuthDeps, hash: string, type: string, expired: () => AuthError): Promise<Redeemed> {
  const token = await redeemOneTimeToken(client, hash, ACCEPTS[type] ?? [], deps.config, expired);
  if (token.type === 'email_change') {
    if ((await confirmEmailChange(client, token.userId, token.relatesTo)) === 'awaiting_other') return 'awaiting_other';
  } else {
    await confirmEmail(client, token.userId);
  }
  return { userId: token.userId, type: token.type };
}

/** Redeems an emailed token and opens a session (the implicit flow and verifyOtp). */
export async function redeemEmailToken(
  client: pg.ClientBase,
  deps: AuthDeps,
  hash: string,
  type: string,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
  expired: () => AuthError,
): Promise<SessionJson | 'awaiting_other'> {
  const token = await applyEmailToken(client, deps, hash, type, expired);
  if (token === 'awaiting_other') return token;
  const { sessionId, refreshToken } = await startSession(client, token.userId, SESSION_METHOD[token.type], meta);
  return sessionResponse(client, deps, token.userId, sessionId, refreshToken);
}

/** Redeems an emailed token of a PKCE flow: the session waits for the code exchange. */
export async function redeemEmailTokenForCode(client: pg.ClientBase, deps: AuthDeps, hash: string, type: string): Promise<string | 'awaiting_other'> {
  const token = await applyEmailToken(client, deps, hash, type, authErrors.emailLinkExpired);
  if (token === 'awaiting_other') return token;
  return issueAuthCode(client, token.userId, SESSION_METHOD[token.type]);
}
