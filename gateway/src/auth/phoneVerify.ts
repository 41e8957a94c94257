// verifyOtp({ phone, token, type: 'sms' | 'phone_change' }), as GoTrue's verifyUserAndToken and
// smsVerify: the code texted to the number, within GOTRUE_SMS_OTP_EXP, confirms the number (or
// makes it the account's new one) and opens a session. Wrong codes count per number, as wrong
// passwords count per account (accountLimit.ts): five free, then a doubling wait, checked under the
// number's row lock so parallel guesses take turns.
import type { Context } from 'hono';
import type pg from 'pg';
import { codeAttempted, lockCodeAttempts, phoneCodeFailureKey } from './accountLimit.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { AuthError, authErrors } from './errors.ts';
import { tokenHash } from './otp.ts';
import { normalisePhone, phoneErrors } from './phone.ts';
import { codeColumns } from './phoneCode.ts';
import { syncPhoneIdentity } from './phoneIdentity.ts';
import { clientIp } from './rateLimit.ts';
import { sessionResponse, startSession, type SessionJson } from './session.ts';

type PhoneType = 'sms' | 'phone_change';

interface Candidate {
  id: string;
  token: string | null;
  fresh: boolean;
  banned: boolean;
}

type Outcome = { session: SessionJson } | { refused: AuthError };

/** POST /verify with a phone: the session, or GoTrue's 403 (400 for a number that is not E.164). */
export async function verifyPhoneOtp(c: Context, deps: AuthDeps, input: { type: string; phone: string; token: string }): Promise<SessionJson> {
  const phone = normalisePhone(input.phone);
  // Off, no code was ever texted; on, a type that is not a phone's finds no code for the number.
  if (!deps.config.sms.enabled || (input.type !== 'sms' && input.type !== 'phone_change')) throw phoneErrors.codeInvalid();
  const type: PhoneType = input.type;
  const key = phoneCodeFailureKey(phone);
  const meta = { userAgent: c.req.header('user-agent'), ip: clientIp(c) };
  // The count of a wrong code is committed with its answer, so the refusal is thrown afterwards.
  const outcome = await inTransaction<Outcome>(deps.ctx.adminPool, async (client) => {
    await lockCodeAttempts(c, client, deps.config, key);
    const hash = tokenHash(phone, input.token);
    const match = (await candidates(client, deps, type, phone)).find((candidate) => candidate.token === hash);
    if (!match) {
      await codeAttempted(client, deps.config, key, 'wrong');
      return { refused: phoneErrors.codeInvalid() };
    }
    // The right code, past its time or for a banned account: it guesses nothing, so it does not count.
    if (!match.fresh) return { refused: phoneErrors.codeInvalid() };
    if (match.banned) return { refused: new AuthError(403, 'user_banned', 'User is banned') };
    await codeAttempted(client, deps.config, key, 'accepted');
    const applied = type === 'sms' ? await confirmPhone(client, match.id) : await applyPhoneChange(client, match.id, phone);
    if (applied) return { refused: applied };
    const { sessionId, refreshToken } = await startSession(client, match.id, 'otp', meta);
    return { session: await sessionResponse(client, deps, match.id, sessionId, refreshToken) };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.session;
}

/**
 * The accounts a code for the number may belong to, locked: the account with the number (sms), or
 * every account asking to change to it (phone_change; GoTrue takes the first, here the code decides).
 */
async function candidates(client: pg.ClientBase, deps: AuthDeps, type: PhoneType, phone: string): Promise<Candidate[]> {
  const { token, sentAt } = codeColumns(type === 'sms' ? 'confirmation' : 'phone_change');
  const { rows } = await client.query<Candidate>(
    `select id, ${token} as token, ${sentAt} > now() - make_interval(secs => $2) as fresh,
            coalesce(banned_until > now(), false) as banned
       from auth.users
      where ${type === 'sms' ? 'phone' : 'phone_change'} = $1 and is_sso_user = false and deleted_at is null
      order by id
        for update`,
    [phone, deps.config.sms.otpExp],
  );
  return rows.map((row) => ({ ...row, fresh: Boolean(row.fresh) }));
}

/** The number is the account's: confirmed now (as GoTrue's ConfirmPhone), its code spent. */
async function confirmPhone(client: pg.ClientBase, userId: string): Promise<null> {
  await client.query(
    `update auth.users set phone_confirmed_at = now(), confirmation_token = '', is_anonymous = false, updated_at = now()
      where id = $1`,
    [userId],
  );
  await syncPhoneIdentity(client, userId, true);
  return null;
}

/** The account's new number: confirmed, the change's code spent; refused if another account took it meanwhile. */
async function applyPhoneChange(client: pg.ClientBase, userId: string, phone: string): Promise<AuthError | null> {
  const taken = await client.query('select 1 from auth.users where phone = $1 and id <> $2', [phone, userId]);
  if (taken.rowCount) return authErrors.phoneExists();
  await client.query(
    `update auth.users set phone = phone_change, phone_change = '', phone_change_token = '', phone_confirmed_at = now(),
            is_anonymous = false, updated_at = now()
      where id = $1`,
    [userId],
  );
  await syncPhoneIdentity(client, userId, true);
  return null;
}
