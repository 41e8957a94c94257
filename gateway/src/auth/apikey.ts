import type { MiddlewareHandler } from 'hono';
import type { ProjectKeys } from '../keys.ts';

/**
 * Kong's key-auth in front of GoTrue: every request must carry the anon or service-role key in the
 * `apikey` header (any case) or query parameter. The gateway's open routes skip this check.
 */
export function requireApiKey(keys: ProjectKeys): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) {
      return c.json(
        { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
        401,
      );
    }
    if (key !== keys.anonKey && key !== keys.serviceRoleKey) {
      return c.json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
    }
    await next();
  };
}
