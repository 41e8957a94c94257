// Signing in and up with a mobile number, as GoTrue's SmsOtp and Signup do for a phone: a number
// without a confirmed account is signed up (or, unconfirmed, simply sent a new code), a confirmed
// one is texted a sign-in code; either way verifyOtp({ phone, token, type: 'sms' }) then opens a
// session (phoneVerify.ts).
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { createUser } from './accounts.ts';
import { obj, str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { AuthError, authErrors } from './errors.ts';
import { checkPassword, hashPassword } from './password.ts';
import { indianPhone, phoneErrors, requirePhone } from './phone.ts';
import { admitPhoneCode, readChannel, sendPhoneCode } from './phoneCode.ts';
import type { Limiter } from './rateLimit.ts';
import { findUserIdByPhone, loadUser, userJson, type LoadedUser } from './users.ts';

/**
 * POST /otp {phone, create_user, data, channel}: {} when the number is signed up by this request (or
 * was waiting for its first code), else {message_id} of the sign-in code, as GoTrue answers.
 */
export async function phoneOtp(c: Context, deps: AuthDeps, body: Record<string, unknown>, smsLimiter: Limiter) {
  const { config } = deps;
  // GoTrue's shouldCreateUser comes first: a number with no account and create_user false.
  if (body.create_user === false) {
    const phone = indianPhone(str(body.phone) ?? '');
    if (!(await findUserIdByPhone(deps.ctx.adminPool, phone))) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
  }
  requirePhone(config, phoneErrors.otpDisabled);
  const phone = indianPhone(str(body.phone) ?? '');
  const channel = readChannel(deps, body.channel, phoneErrors.invalidChannel);
  const existing = await findUserIdByPhone(deps.ctx.adminPool, phone);
  const user = existing ? await loadUser(deps.ctx.adminPool, existing) : null;
  if (!user?.row.phone_confirmed_at) {
    if (config.disableSignup) throw authErrors.signupDisabled();
    const password = crypto.randomBytes(48).toString('base64url');
    await signUpByPhone(c, deps, smsLimiter, { phone, channel, data: obj(body.data) ?? {}, passwordHash: await hashPassword(password, config) }, user);
    return {};
  }
  await admitPhoneCode(c, deps, smsLimiter, phone, { id: user.row.id, kind: 'confirmation' });
  const messageId = await inTransaction(deps.ctx.adminPool, (client) =>
    sendPhoneCode(client, deps, { userId: user.row.id, phone, kind: 'confirmation', channel }),
  );
  return messageId ? { message_id: messageId } : {};
}

/**
 * POST /signup {phone, password, data, channel}: GoTrue's checks in its order, then the account
 * waits for the texted code. A number that has a confirmed account gets nothing texted and an
 * answer shaped like a new sign-up's, so the answer tells nobody that the account exists.
 */
export async function phoneSignup(c: Context, deps: AuthDeps, body: Record<string, unknown>, smsLimiter: Limiter) {
  const { config } = deps;
  const password = str(body.password);
  if (!password) throw authErrors.validation('Signup requires a valid password');
  checkPassword(password, config);
  if (str(body.email)) throw authErrors.validation('Only an email address or phone number should be provided on signup.');
  const channel = readChannel(deps, body.channel, phoneErrors.invalidChannel);
  if (str(body.code_challenge)) throw authErrors.validation('PKCE not supported for phone signups');
  requirePhone(config, phoneErrors.signupsDisabled);
  const phone = indianPhone(str(body.phone) ?? '');
  const data = obj(body.data) ?? {};
  const existing = await findUserIdByPhone(deps.ctx.adminPool, phone);
  const user = existing ? await loadUser(deps.ctx.adminPool, existing) : null;
  if (user?.row.phone_confirmed_at) return userJson(phoneLookalike(phone, data));
  const passwordHash = await hashPassword(password, config);
  return userJson(await signUpByPhone(c, deps, smsLimiter, { phone, channel, data, passwordHash }, user));
}

/**
 * A new account for the number (or the one already waiting for its code, left as it is: GoTrue
 * "can't be sure of their claimed identity"), and its confirmation code.
 */
async function signUpByPhone(
  c: Context,
  deps: AuthDeps,
  smsLimiter: Limiter,
  input: { phone: string; channel: 'sms' | 'whatsapp'; data: Record<string, unknown>; passwordHash: string },
  waiting: LoadedUser | null,
): Promise<LoadedUser> {
  await admitPhoneCode(c, deps, smsLimiter, input.phone, waiting ? { id: waiting.row.id, kind: 'confirmation' } : undefined);
  const user = await inTransaction(deps.ctx.adminPool, async (client) => {
    const id = waiting?.row.id ?? (await createUser(client, {
      email: null,
      phone: input.phone,
      passwordHash: input.passwordHash,
      userMetadata: input.data,
      confirmed: false,
    }, authErrors.emailExists, authErrors.userAlreadyExists));
    await sendPhoneCode(client, deps, { userId: id, phone: input.phone, kind: 'confirmation', channel: input.channel });
    return loadUser(client, id);
  });
  if (!user) throw authErrors.userNotFound(404);
  return user;
}

/** What a fresh phone sign-up looks like (its own ids, now as its times), for a number that has an account. */
function phoneLookalike(phone: string, data: Record<string, unknown>): LoadedUser {
  const id = crypto.randomUUID();
  const now = new Date();
  return {
    row: {
      id, aud: 'authenticated', role: 'authenticated', email: null, phone, encrypted_password: null,
      email_confirmed_at: null, phone_confirmed_at: null, confirmed_at: null, confirmation_sent_at: now,
      recovery_sent_at: null, invited_at: null, email_change: '', email_change_sent_at: null, phone_change: '',
      phone_change_sent_at: null, last_sign_in_at: null, raw_app_meta_data: { provider: 'phone', providers: ['phone'] },
      raw_user_meta_data: data, created_at: now, updated_at: now, banned_until: null, deleted_at: null, is_anonymous: false,
    },
    identities: [{
      id: crypto.randomUUID(), provider_id: id, user_id: id, provider: 'phone', last_sign_in_at: null,
      identity_data: { sub: id, phone, email_verified: false, phone_verified: false },
      created_at: now, updated_at: now, email: null,
    }],
    factors: [],
  };
}
