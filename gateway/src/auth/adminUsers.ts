import type { Handler } from 'hono';
import { createUser, normaliseEmail } from './accounts.ts';
import { adminMetadata, adminPasswordHash, banUntil } from './adminInput.ts';
import { readBody, str } from './body.ts';
import { requireAdmin } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { AuthError, authErrors } from './errors.ts';
import { indianPhone } from './phone.ts';
import { loadUser, userJson } from './users.ts';

const UINT64_MAX = 2n ** 64n - 1n;

/**
 * A paging number as GoTrue reads it (Go's strconv.ParseUint): absent is `fallback`, anything but
 * digits within 64 bits a 400 in Go's words; 0 counts as absent, as GoTrue's pages do.
 */
function pageParam(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const problem = !/^\d+$/.test(raw) ? 'invalid syntax' : BigInt(raw) > UINT64_MAX ? 'value out of range' : null;
  if (problem) throw authErrors.validation(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: ${problem}`);
  const value = Math.min(Number(raw), Number.MAX_SAFE_INTEGER);
  return value > 0 ? value : fallback;
}

/** GET /admin/users?page=&per_page=&filter=: newest first, with X-Total-Count and Link. */
export function listUsers(deps: AuthDeps): Handler {
  return async (c) => {
    await requireAdmin(c, deps);
    const page = pageParam(c.req.query('page'), 1);
    const perPage = Math.min(pageParam(c.req.query('per_page'), 50), 1000);
    const filter = c.req.query('filter') ?? '';
    const pattern = `%${filter.replace(/[\\%_]/g, '\\$&')}%`;
    const pool = deps.ctx.adminPool;
    const where = `where aud = 'authenticated' and (email ilike $1 or raw_user_meta_data ->> 'full_name' ilike $1)`;
    const total = await pool.query<{ count: string }>(`select count(*) from auth.users ${where}`, [pattern]);
    const ids = await pool.query<{ id: string }>(
      `select id from auth.users ${where} order by created_at desc, id limit $2 offset $3`,
      [pattern, perPage, (page - 1) * perPage],
    );
    const users = [];
    for (const { id } of ids.rows) {
      const user = await loadUser(pool, id);
      if (user) users.push(userJson(user));
    }
    const count = Number(total.rows[0]?.count ?? 0);
    const lastPage = Math.max(1, Math.ceil(count / perPage));
    const links: string[] = [];
    if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    c.header('X-Total-Count', String(count));
    c.header('Link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  };
}

/**
 * POST /admin/users: creates a user; without a password a random one is set. A phone is an Indian
 * mobile (E.164, as stored), confirmed with phone_confirm.
 */
export function createUserAsAdmin(deps: AuthDeps): Handler {
  return async (c) => {
    await requireAdmin(c, deps);
    const body = await readBody(c);
    if (body.email === undefined && body.phone === undefined) {
      throw authErrors.validation('Unable to validate email address: invalid format');
    }
    const email = body.email === undefined ? null : normaliseEmail(body.email);
    const phone = str(body.phone) ? indianPhone(str(body.phone)!) : null;
    const passwordHash = (await adminPasswordHash(body, deps.config, true)) ?? null;
    const metadata = adminMetadata(body);
    const banDuration = str(body.ban_duration);
    const user = await inTransaction(deps.ctx.adminPool, async (client) => {
      const id = await createUser(client, {
        id: str(body.id),
        email,
        phone,
        phoneConfirmed: body.phone_confirm === true,
        passwordHash,
        userMetadata: metadata.user ?? {},
        appMetadata: metadata.app ?? {},
        role: str(body.role),
        confirmed: body.email_confirm === true,
        bannedUntil: banDuration ? banUntil(banDuration) : null,
      }, authErrors.emailExists, () => new AuthError(422, 'phone_exists', 'Phone number already registered by another user'));
      return loadUser(client, id);
    });
    if (!user) throw authErrors.userNotFound(404);
    return c.json(userJson(user));
  };
}
