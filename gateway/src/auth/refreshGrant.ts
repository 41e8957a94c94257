import type pg from 'pg';
import { str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { AuthError, OAuthError, authErrors } from './errors.ts';
import { insertRefreshToken, sessionResponse } from './session.ts';

interface TokenRow {
  token: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: boolean;
  age_seconds: number;
}

async function activeToken(client: pg.ClientBase, sessionId: string) {
  const { rows } = await client.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

/**
 * grant_type=refresh_token with GoTrue's rotation rules: a token is swapped for a child; a revoked
 * token whose child is the session's active token gets that child again (two tabs refreshing at
 * once); a revoked token is swapped again within the reuse interval; any other reuse revokes the
 * whole family.
 */
export async function refreshGrant(deps: AuthDeps, body: Record<string, unknown>) {
  const presented = str(body.refresh_token);
  if (!presented) throw new OAuthError(400, 'invalid_request', 'refresh_token required');
  const outcome = await inTransaction(deps.ctx.adminPool, async (client) => {
    const found = await client.query<TokenRow>(
      `select token, user_id, session_id, parent, revoked,
              extract(epoch from now() - updated_at)::float8 as age_seconds
       from auth.refresh_tokens where token = $1`,
      [presented],
    );
    const row = found.rows[0];
    if (!row) throw authErrors.refreshTokenNotFound();
    // Serialises concurrent refreshes of one session.
    const session = await client.query<{ expired: boolean; banned: boolean }>(
      `select s.not_after is not null and s.not_after < now() as expired,
              coalesce(u.banned_until > now(), false) as banned
       from auth.sessions s join auth.users u on u.id = s.user_id where s.id = $1 for update of s`,
      [row.session_id],
    );
    const state = session.rows[0];
    if (!state) throw authErrors.sessionNotFound();
    if (state.expired) throw new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
    if (state.banned) throw authErrors.userBanned();

    let issued: string;
    if (!row.revoked) {
      await client.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [row.token]);
      issued = await insertRefreshToken(client, row.user_id, row.session_id, row.token);
    } else {
      const active = await activeToken(client, row.session_id);
      if (active && active.parent === row.token) {
        issued = active.token;
      } else if (active && row.age_seconds < deps.config.refreshTokenReuseInterval) {
        issued = await insertRefreshToken(client, row.user_id, row.session_id, row.token);
      } else {
        await client.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked`,
          [row.session_id],
        );
        return { reused: true as const };
      }
    }
    await client.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
      row.session_id,
    ]);
    return { reused: false as const, session: await sessionResponse(client, deps, row.user_id, row.session_id, issued) };
  });
  // Outside the transaction so the family's revocation is committed before answering.
  if (outcome.reused) throw authErrors.refreshTokenAlreadyUsed();
  return outcome.session;
}
