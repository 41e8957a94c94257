import bcrypt from 'bcryptjs';
import type { Handler } from 'hono';
import { readBody } from './body.ts';
import { requireUser } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { emailLink } from './emailLink.ts';
import { checkPassword, hashPassword } from './password.ts';
import { authorisePasswordChange } from './passwordChange.ts';
import { allowedRedirect } from './redirect.ts';
import { parseUserUpdate } from './userInput.ts';
import { findUserIdByEmail, loadUser, mergeMetadata, userJson } from './users.ts';

/**
 * PUT /user: `data` merges into user_metadata (null deletes a key); a new password signs the user
 * out of every other session, under GoTrue's secure password change rules (passwordChange.ts); a
 * new email is applied at once with autoconfirm, else confirmed by link. Invalid fields are a 422.
 */
export function updateUser(deps: AuthDeps): Handler {
  const { ctx, config } = deps;
  return async (c) => {
    const caller = await requireUser(c, deps);
    const input = parseUserUpdate(await readBody(c));
    const { password, email, data } = input;
    const { row, factors } = caller.user;
    // No SMS provider here: a phone change could never be confirmed, so it is refused, not dropped.
    if (input.phone !== undefined && input.phone !== (row.phone ?? '')) throw authErrors.phoneProviderDisabled();
    const changesEmail = email !== undefined && email !== row.email;
    if ((password !== undefined || changesEmail) && caller.aal !== 'aal2' && factors.some((f) => f.status === 'verified')) {
      throw authErrors.insufficientAal('AAL2 session is required to update email or password when MFA is enabled.');
    }
    let passwordHash: string | undefined;
    if (password !== undefined) {
      checkPassword(password, config);
      // Before the same-password check, which would otherwise tell a token holder their guess is right.
      await authorisePasswordChange(c, deps, caller, input);
      if (row.encrypted_password && (await bcrypt.compare(password, row.encrypted_password))) {
        throw authErrors.samePassword();
      }
      passwordHash = await hashPassword(password, config);
    }
    const updated = await inTransaction(ctx.adminPool, async (client) => {
      if (data) {
        await client.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
          row.id,
          mergeMetadata(row.raw_user_meta_data, data),
        ]);
      }
      if (passwordHash) {
        await client.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          row.id,
          passwordHash,
        ]);
        await client.query('delete from auth.sessions where user_id = $1 and id <> $2', [row.id, caller.sessionId]);
      }
      if (email && changesEmail) {
        const owner = await findUserIdByEmail(client, email);
        if (owner && owner !== row.id) throw authErrors.emailExists();
        if (config.mailerAutoconfirm) {
          await client.query(`update auth.users set email = $2, email_change = '', updated_at = now() where id = $1`, [
            row.id,
            email,
          ]);
          await client.query(
            `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
                    updated_at = now() where user_id = $1 and provider = 'email'`,
            [row.id, email],
          );
        } else {
          await client.query(
            'update auth.users set email_change = $2, email_change_sent_at = now(), updated_at = now() where id = $1',
            [row.id, email],
          );
          const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
          await emailLink(client, ctx, { userId: row.id, email, type: 'email_change', redirectTo, send: true });
        }
      }
      return loadUser(client, row.id);
    });
    if (!updated) throw authErrors.userNotFound();
    return c.json(userJson(updated));
  };
}
