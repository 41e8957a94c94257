import type { Context, Handler } from 'hono';
import { DatabaseError } from 'pg';
import { confirmEmail, normaliseEmail } from './accounts.ts';
import { adminMetadata, adminPasswordHash, banUntil } from './adminInput.ts';
import { readBody, str } from './body.ts';
import { requireAdmin } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { AuthError, authErrors } from './errors.ts';
import { indianPhone } from './phone.ts';
import { syncPhoneIdentity } from './phoneIdentity.ts';
import { findUserIdByEmail, findUserIdByPhone, loadUser, mergeMetadata, userJson } from './users.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user an admin route's `:id` names, as GoTrue's loadUser finds it: 404 when not a UUID or nobody's. */
export async function targetUser(c: Context, deps: AuthDeps) {
  await requireAdmin(c, deps);
  return namedUser(c, deps);
}

/** The user of `:id`, for a caller already known to be an admin. */
export async function namedUser(c: Context, deps: AuthDeps) {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw authErrors.notAUuid('user_id');
  const user = await loadUser(deps.ctx.adminPool, id);
  if (!user) throw authErrors.userNotFound(404);
  return user;
}

/** GET /admin/users/:id */
export function getUserAsAdmin(deps: AuthDeps): Handler {
  return async (c) => c.json(userJson(await targetUser(c, deps)));
}

/**
 * PUT /admin/users/:id: metadata merges (null deletes a key); a ban also ends the user's sessions. A
 * new phone (an Indian mobile; '' removes it) is unconfirmed unless phone_confirm says otherwise.
 */
export function updateUserAsAdmin(deps: AuthDeps): Handler {
  return async (c) => {
    const { row } = await targetUser(c, deps);
    const body = await readBody(c);
    const passwordHash = await adminPasswordHash(body, deps.config, false);
    const email = body.email === undefined ? undefined : normaliseEmail(body.email);
    const phoneText = str(body.phone);
    const phone = phoneText === undefined ? undefined : phoneText === '' ? null : indianPhone(phoneText);
    const metadata = adminMetadata(body);
    const banDuration = str(body.ban_duration);
    const updated = await inTransaction(deps.ctx.adminPool, async (client) => {
      const set = async (sql: string, value: unknown) =>
        client.query(`update auth.users set ${sql}, updated_at = now() where id = $1`, [row.id, value]);
      if (email !== undefined && email !== row.email) {
        const owner = await findUserIdByEmail(client, email);
        if (owner && owner !== row.id) throw authErrors.emailExists();
        await set('email = $2', email);
        await client.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
           where user_id = $1 and provider = 'email'`,
          [row.id, email],
        );
      }
      if (passwordHash) await set('encrypted_password = $2', passwordHash);
      if (body.email_confirm === true) await confirmEmail(client, row.id);
      if (phone !== undefined && phone !== row.phone) {
        const owner = phone ? await findUserIdByPhone(client, phone) : null;
        if (owner && owner !== row.id) throw new AuthError(422, 'phone_exists', 'Phone number already registered by another user');
        // GoTrue keeps the old number's confirmation; here a new number is confirmed by phone_confirm only.
        await set('phone = $2, phone_confirmed_at = null', phone);
      }
      if (body.phone_confirm === true) {
        await client.query('update auth.users set phone_confirmed_at = now(), updated_at = now() where id = $1 and phone is not null', [row.id]);
      }
      if (phone === null) await client.query(`delete from auth.identities where user_id = $1 and provider = 'phone'`, [row.id]);
      else if (phone !== undefined || body.phone_confirm === true) {
        await syncPhoneIdentity(client, row.id, body.phone_confirm === true || (phone === row.phone && Boolean(row.phone_confirmed_at)));
      }
      if (str(body.role)) await set('role = $2', str(body.role));
      if (metadata.user) await set('raw_user_meta_data = $2', mergeMetadata(row.raw_user_meta_data, metadata.user));
      if (metadata.app) await set('raw_app_meta_data = $2', mergeMetadata(row.raw_app_meta_data, metadata.app));
      if (banDuration) {
        const until = banUntil(banDuration);
        await set('banned_until = $2', until);
        if (until) await client.query('delete from auth.sessions where user_id = $1', [row.id]);
      }
      return loadUser(client, row.id);
    });
    if (!updated) throw authErrors.userNotFound(404);
    return c.json(userJson(updated));
  };
}

/** DELETE /admin/users/:id {should_soft_delete}: a soft delete keeps the row but ends every way in. */
export function deleteUserAsAdmin(deps: AuthDeps): Handler {
  return async (c) => {
    const { row } = await targetUser(c, deps);
    const body = await readBody(c);
    try {
      await inTransaction(deps.ctx.adminPool, async (client) => {
        if (body.should_soft_delete === true) {
          await client.query(
            `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
                    updated_at = now() where id = $1`,
            [row.id],
          );
          await client.query('delete from auth.identities where user_id = $1', [row.id]);
          await client.query('delete from auth.sessions where user_id = $1', [row.id]);
        } else {
          await client.query('delete from auth.users where id = $1', [row.id]);
        }
      });
    } catch (error) {
      if (error instanceof DatabaseError && error.code === '23503') {
        throw new AuthError(500, 'unexpected_failure', 'Database error deleting user');
      }
      throw error;
    }
    return c.json({});
  };
}
