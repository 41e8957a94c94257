import bcrypt from 'bcryptjs';
import type { Handler } from 'hono';
import { readBody } from './body.ts';
import { requireUser } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { changeEmailAtOnce, requestEmailChange } from './emailChange.ts';
import { checkPassword, hashPassword } from './password.ts';
import { authorisePasswordChange } from './passwordChange.ts';
import { preparePhoneChange, sendPhoneChange } from './phoneChange.ts';
import { readCodeChallenge } from './pkce.ts';
import type { Limiter } from './rateLimit.ts';
import { allowedRedirect } from './redirect.ts';
import { parseUserUpdate } from './userInput.ts';
import { loadUser, mergeMetadata, userJson } from './users.ts';

/**
 * PUT /user: `data` merges into user_metadata (null deletes a key); a new password signs the user
 * out of every other session, under GoTrue's secure password change rules (passwordChange.ts); a
 * new email waits for its emailed links (emailChange.ts), except that an anonymous account takes
 * its first at once with autoconfirm, as in GoTrue. A new phone waits for the code texted to it
 * (phoneChange.ts). Invalid fields are a 422, an invalid email a 400.
 */
export function updateUser(deps: AuthDeps, emailLimiter: Limiter, smsLimiter: Limiter): Handler {
  const { ctx, config } = deps;
  return async (c) => {
    const caller = await requireUser(c, deps);
    const body = await readBody(c);
    const input = parseUserUpdate(body);
    const { password, email, data } = input;
    const { row, factors } = caller.user;
    const changesEmail = email !== undefined && email !== row.email;
    const changesPhone = input.phone !== undefined && input.phone !== (row.phone ?? '');
    const pkce = changesEmail ? readCodeChallenge(body) : null;
    if ((password !== undefined || changesEmail || changesPhone) && caller.aal !== 'aal2' && factors.some((f) => f.status === 'verified')) {
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
    // Off, a phone change could never be confirmed: it is refused, not dropped.
    const phoneChange = await preparePhoneChange(c, deps, row, input.phone, body, smsLimiter);
    const emailAtOnce = row.is_anonymous && config.mailerAutoconfirm;
    if (email && changesEmail && !emailAtOnce) {
      await emailLimiter.consume(c, email);
      if (config.secureEmailChange && row.email) await emailLimiter.consume(c, row.email);
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
      if (phoneChange) await sendPhoneChange(client, deps, row.id, phoneChange);
      if (email && changesEmail && emailAtOnce) await changeEmailAtOnce(client, row.id, email);
      else if (email && changesEmail) {
        const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
        await requestEmailChange(client, deps, { user: row, newEmail: email, redirectTo, pkce });
      }
      return loadUser(client, row.id);
    });
    if (!updated) throw authErrors.userNotFound();
    return c.json(userJson(updated));
  };
}
