import type { Handler } from 'hono';
import { readBody } from './body.ts';
import type { AuthDeps } from './config.ts';
import { OAuthError } from './errors.ts';
import { passwordGrant } from './passwordGrant.ts';
import { pkceGrant } from './pkceGrant.ts';
import { idTokenGrant } from './providers.ts';
import type { Limiter } from './rateLimit.ts';
import { refreshGrant } from './refreshGrant.ts';
import { web3Grant } from './web3.ts';

/** POST /token?grant_type=password|refresh_token|pkce|id_token|web3: each grant has its own per-IP budget. */
export function token(deps: AuthDeps, limits: { signIn: Limiter; tokenRefresh: Limiter; verify: Limiter }): Handler {
  return async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') {
      await limits.signIn.consume(c);
      return c.json(await passwordGrant(c, deps, await readBody(c)));
    }
    if (grantType === 'refresh_token') {
      await limits.tokenRefresh.consume(c);
      return c.json(await refreshGrant(deps, await readBody(c)));
    }
    if (grantType === 'pkce') {
      await limits.verify.consume(c);
      return c.json(await pkceGrant(c, deps, await readBody(c)));
    }
    if (grantType === 'id_token') {
      await limits.signIn.consume(c);
      return idTokenGrant(c);
    }
    if (grantType === 'web3') {
      await limits.signIn.consume(c);
      return web3Grant();
    }
    throw new OAuthError(400, 'unsupported_grant_type', `unsupported_grant_type: ${grantType ?? ''}`);
  };
}
