import type { Handler } from 'hono';
import { createUser, normaliseEmail } from './accounts.ts';
import { obj, readBody, str } from './body.ts';
import { requireAdmin } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { generateEmailChangeLink, type ChangeSide } from './emailChange.ts';
import { emailLink } from './emailLink.ts';
import { authErrors } from './errors.ts';
import type { LinkType } from './otp.ts';
import { checkPassword, hashPassword } from './password.ts';
import { allowedRedirect } from './redirect.ts';
import { findUserIdByEmail, loadUser, userJson } from './users.ts';

const TOKEN_TYPES: Record<string, LinkType> = {
  signup: 'confirmation',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
};

/** The email change's two links, each generated on its own (with `new_email`). */
const CHANGE_SIDES: Record<string, ChangeSide> = { email_change_current: 'current', email_change_new: 'new' };

/**
 * POST /admin/generate_link {type, email, new_email?, password?, data?, redirect_to?}: the link a mail
 * would carry, without sending it (for the back office and end-to-end tests). The answer is the user's
 * fields plus action_link, email_otp, hashed_token, redirect_to and verification_type.
 */
export function generateLink(deps: AuthDeps): Handler {
  const { ctx, config } = deps;
  return async (c) => {
    await requireAdmin(c, deps);
    const body = await readBody(c);
    const type = str(body.type) ?? '';
    const email = normaliseEmail(body.email);
    const tokenType = TOKEN_TYPES[type];
    const side = CHANGE_SIDES[type];
    if (!tokenType && !side) throw authErrors.validation(`Invalid email action link type requested: ${type}`);
    const password = str(body.password);
    if (type === 'signup') {
      if (!password) throw authErrors.validation('Signup requires a valid password');
      checkPassword(password, config);
    }
    const passwordHash = password ? await hashPassword(password, config) : null;
    const redirectTo = allowedRedirect(ctx, str(body.redirect_to) ?? c.req.query('redirect_to'));
    const result = await inTransaction(ctx.adminPool, async (client) => {
      let userId = await findUserIdByEmail(client, email);
      if (side) {
        const user = userId ? await loadUser(client, userId) : null;
        if (!user) throw authErrors.userWithEmailNotFound();
        const newEmail = normaliseEmail(body.new_email);
        const link = await generateEmailChangeLink(client, deps, side, { user: user.row, newEmail, redirectTo });
        return { link: { ...link, verifyType: type }, user: await loadUser(client, user.row.id) };
      }
      if (!userId) {
        if (type !== 'signup' && type !== 'invite') throw authErrors.userWithEmailNotFound();
        userId = await createUser(client, {
          email,
          passwordHash,
          userMetadata: obj(body.data) ?? {},
          confirmed: false,
          invited: type === 'invite',
        });
      } else if (type === 'signup' || type === 'invite') {
        throw authErrors.emailExists();
      }
      const link = await emailLink(client, ctx, { userId, email, type: tokenType!, redirectTo, send: false });
      return { link, user: await loadUser(client, userId) };
    });
    if (!result.user) throw authErrors.userNotFound(404);
    return c.json({
      ...userJson(result.user),
      action_link: result.link.link,
      email_otp: result.link.otp,
      hashed_token: result.link.hash,
      redirect_to: redirectTo,
      verification_type: result.link.verifyType,
    });
  };
}
