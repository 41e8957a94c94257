// PKCE as GoTrue does it: a request that mails a link may carry a code challenge; the link then
// redirects with `?code=` instead of a session in the hash, and only the holder of the code
// verifier can exchange that code (once, within FLOW_STATE_EXPIRY_SECONDS) for the session.
import crypto from 'node:crypto';
import type pg from 'pg';
import { str } from './body.ts';
import { AuthError, authErrors } from './errors.ts';
import type { AuthMethod } from './session.ts';

/** GoTrue's default flow-state lifetime, counted from when the link issued the code. */
export const FLOW_STATE_EXPIRY_SECONDS = 300;
/** Emailed links of a PKCE flow carry this prefix on their token, as GoTrue's do. */
export const PKCE_PREFIX = 'pkce_';

export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** The request's code challenge, null for the implicit flow; a half or malformed one is a 400. */
export function readCodeChallenge(body: Record<string, unknown>): CodeChallenge | null {
  const challenge = str(body.code_challenge) ?? '';
  const method = (str(body.code_challenge_method) ?? '').toLowerCase();
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw authErrors.validation('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw authErrors.validation('Code challenge method not supported');
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw authErrors.validation('code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method };
}

/** Records the flow of an emailed link; the link's /verify issues the auth code. */
export async function createFlowState(
  client: pg.ClientBase,
  userId: string,
  challenge: CodeChallenge,
  method: AuthMethod,
): Promise<void> {
  await client.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, authentication_method)
     values ($1, $2, $3, $4, $5)`,
    [userId, crypto.randomUUID(), challenge.method, challenge.challenge, method],
  );
}

/** The auth code for the newest open flow of this user and method, marked issued now. */
export async function issueAuthCode(client: pg.ClientBase, userId: string, method: AuthMethod): Promise<string> {
  const { rows } = await client.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state
                 where user_id = $1 and authentication_method = $2 and auth_code_issued_at is null
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, method],
  );
  if (!rows[0]) throw flowStateNotFound();
  return rows[0].auth_code;
}

const flowStateNotFound = () =>
  new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');

function challengeOf(verifier: string, method: string): string {
  return method === 's256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
}

/**
 * Spends an auth code inside the caller's transaction: the flow row is deleted when the exchange
 * commits, so a code opens one session at most. Returns the user and the session's method.
 */
export async function redeemAuthCode(
  client: pg.ClientBase,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; method: AuthMethod }> {
  const { rows } = await client.query<{
    user_id: string;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: AuthMethod;
    expired: boolean;
  }>(
    `delete from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null
     returning user_id, code_challenge, code_challenge_method, authentication_method,
               auth_code_issued_at < now() - make_interval(secs => $2) as expired`,
    [authCode, FLOW_STATE_EXPIRY_SECONDS],
  );
  const flow = rows[0];
  if (!flow) throw flowStateNotFound();
  if (flow.expired) throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  const expected = Buffer.from(flow.code_challenge);
  const actual = Buffer.from(challengeOf(verifier, flow.code_challenge_method));
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  return { userId: flow.user_id, method: flow.authentication_method };
}
