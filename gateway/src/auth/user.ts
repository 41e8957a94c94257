import type { Handler } from 'hono';
import type { AuthDeps } from './config.ts';
import { requireUser } from './caller.ts';
import { userJson } from './users.ts';

/** GET /user: the bare User object of the bearer's (still existing) session. */
export function getUser(deps: AuthDeps): Handler {
  return async (c) => {
    const { user } = await requireUser(c, deps);
    return c.json(userJson(user));
  };
}
