// A signed-in person adds or changes their number, as GoTrue's UserUpdate does for a phone: the
// new number waits as `new_phone` until the code texted to it comes back through
// verifyOtp({ phone, token, type: 'phone_change' }) (phoneVerify.ts). Also the resends of both
// kinds of code, and the reauthentication nonce of an account that has only a phone.
import type { Context } from 'hono';
import type pg from 'pg';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { AuthError, authErrors } from './errors.ts';
import { indianPhone, phoneErrors, requirePhone } from './phone.ts';
import { admitPhoneCode, readChannel, sendPhoneCode } from './phoneCode.ts';
import type { Limiter } from './rateLimit.ts';
import type { SmsChannel } from '@rentals/db/sms/sender';
import { findUserIdByEmail, findUserIdByPhone, loadUser, type UserRow } from './users.ts';

export interface PhoneChange {
  phone: string;
  channel: SmsChannel;
}

/**
 * PUT /user {phone, channel}, before the update's transaction: null when the number is the
 * account's already; else GoTrue's checks (phone sign-in on, a number no other account has) and
 * the budgets of the code about to be texted.
 */
export async function preparePhoneChange(
  c: Context,
  deps: AuthDeps,
  row: UserRow,
  requested: string | undefined,
  body: Record<string, unknown>,
  smsLimiter: Limiter,
): Promise<PhoneChange | null> {
  if (requested === undefined || requested === (row.phone ?? '')) return null;
  requirePhone(deps.config, phoneErrors.changeDisabled);
  const phone = indianPhone(requested, 422);
  const channel = readChannel(deps, body.channel, phoneErrors.invalidChannel);
  const owner = await findUserIdByPhone(deps.ctx.adminPool, phone);
  if (owner && owner !== row.id) throw authErrors.phoneExists();
  await admitPhoneCode(c, deps, smsLimiter, phone, { id: row.id, kind: 'phone_change' });
  return { phone, channel };
}

/** Inside the update's transaction: texts the change's code; the user shows the number as `new_phone`. */
export async function sendPhoneChange(client: pg.ClientBase, deps: AuthDeps, userId: string, change: PhoneChange): Promise<void> {
  await sendPhoneCode(client, deps, { userId, phone: change.phone, kind: 'phone_change', channel: change.channel });
}

/**
 * POST /resend {type: sms | phone_change, phone} (or {type: phone_change, email}): texts the
 * waiting code again; {} whether or not there was one, or {message_id}.
 */
export async function resendPhoneCode(
  c: Context,
  deps: AuthDeps,
  request: { type: string; phone: string; email: string | null },
  smsLimiter: Limiter,
): Promise<Record<string, string>> {
  const pool = deps.ctx.adminPool;
  let userId: string | null;
  if (request.phone) {
    requirePhone(deps.config, () => phoneErrors.loginsDisabled(400));
    userId = await findUserIdByPhone(pool, indianPhone(request.phone));
  } else {
    userId = request.email ? await findUserIdByEmail(pool, request.email) : null;
  }
  const user = userId ? await loadUser(pool, userId) : null;
  if (!user) return {};
  const { row } = user;
  const kind = request.type === 'sms' ? 'confirmation' : 'phone_change';
  const phone = kind === 'confirmation' ? row.phone : row.phone_change;
  if (!phone || (kind === 'confirmation' && row.phone_confirmed_at)) return {};
  requirePhone(deps.config, phoneErrors.changeDisabled);
  await admitPhoneCode(c, deps, smsLimiter, phone, { id: row.id, kind });
  const messageId = await inTransaction(pool, (client) => sendPhoneCode(client, deps, { userId: row.id, phone, kind, channel: 'sms' }));
  return messageId ? { message_id: messageId } : {};
}

/**
 * GET /reauthenticate for an account with a phone and no email: GoTrue asks for a confirmed phone,
 * then texts the nonce (off, it answers as its phone routes do).
 */
export async function reauthenticateByPhone(c: Context, deps: AuthDeps, row: UserRow, smsLimiter: Limiter): Promise<Record<string, string>> {
  if (!row.phone_confirmed_at || !row.phone) throw new AuthError(422, 'phone_not_confirmed', 'Please verify your phone first.');
  requirePhone(deps.config, phoneErrors.otpDisabled);
  const phone = row.phone;
  await admitPhoneCode(c, deps, smsLimiter, phone, { id: row.id, kind: 'reauthentication' });
  const messageId = await inTransaction(deps.ctx.adminPool, (client) =>
    sendPhoneCode(client, deps, { userId: row.id, phone, kind: 'reauthentication', channel: 'sms' }),
  );
  return messageId ? { message_id: messageId } : {};
}
