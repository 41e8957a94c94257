import crypto from 'node:crypto';
import type { Handler } from 'hono';
import type pg from 'pg';
import { requireUser } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { AuthError, authErrors } from './errors.ts';
import { sendMail } from './mailer.ts';
import { mailLanguage, REAUTHENTICATION_MAIL } from './mailText.ts';
import { reauthenticateByPhone } from './phoneChange.ts';
import { tokenHash } from './otp.ts';
import type { Limiter } from './rateLimit.ts';

/**
 * GET /reauthenticate: mails a six-digit nonce that PUT /user accepts once for a password change; an
 * account with a phone and no email is texted it (phoneChange.ts), one with neither has GoTrue's answer.
 */
export function reauthenticate(deps: AuthDeps, emailLimiter: Limiter, smsLimiter: Limiter): Handler {
  return async (c) => {
    const { user } = await requireUser(c, deps);
    const { row } = user;
    if (!row.email && !row.phone) {
      throw authErrors.validation('Reauthentication requires the user to have an email or a phone number');
    }
    if (!row.email) return c.json(await reauthenticateByPhone(c, deps, row, smsLimiter));
    if (!row.email_confirmed_at) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    await emailLimiter.consume(c, row.email);
    const nonce = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
    await inTransaction(deps.ctx.adminPool, async (client) => {
      await client.query(
        `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now()
         where id = $1`,
        [row.id, tokenHash(row.email!, nonce)],
      );
      const mail = REAUTHENTICATION_MAIL[await mailLanguage(client, row.id)];
      await sendMail(client, { to: row.email!, subject: mail.subject, body: mail.body(nonce) });
    });
    return c.json({});
  };
}

/**
 * Spends the user's reauthentication nonce: a right one within its lifetime (GOTRUE_MAILER_OTP_EXP
 * mailed, GOTRUE_SMS_OTP_EXP texted to an account without an email) passes, and any attempt (right
 * or wrong) clears it, so six digits cannot be guessed one try at a time.
 */
export async function spendNonce(
  pool: pg.Pool,
  user: { id: string; email: string | null; phone: string | null },
  nonce: string,
  otpExp: number,
): Promise<void> {
  const { rows } = await pool.query<{ ok: boolean }>(
    `with old as (
       select reauthentication_token as token, reauthentication_sent_at as sent_at
       from auth.users where id = $1 for update
     )
     update auth.users u set reauthentication_token = '', reauthentication_sent_at = null
     from old where u.id = $1
     returning old.token <> '' and old.token = $2 and old.sent_at > now() - make_interval(secs => $3) as ok`,
    [user.id, tokenHash(user.email || user.phone || '', nonce), otpExp],
  );
  if (!rows[0]?.ok) throw authErrors.reauthenticationNotValid('Nonce has expired or is invalid');
}
