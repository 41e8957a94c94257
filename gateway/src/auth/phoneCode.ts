// Texting a code, as GoTrue's sendPhoneConfirmation: one code per account and purpose a minute
// (GOTRUE_SMS_MAX_FREQUENCY), each spending the client address's and the number's hourly budget
// (GOTRUE_RATE_LIMIT_SMS_SENT); the code's hash and time are kept on the user where GoTrue keeps
// them, and the text goes out through the provider (or the development mailbox) inside the
// request's transaction: a provider that refuses fails the request and no code is kept.
import crypto from 'node:crypto';
import type { Context } from 'hono';
import type pg from 'pg';
import type { AuthDeps } from './config.ts';
import { AuthError } from './errors.ts';
import { mailLanguage } from './mailText.ts';
import { tokenHash } from './otp.ts';
import type { Limiter } from './rateLimit.ts';
import { smsSender, SmsSendError, type SmsChannel } from '@rentals/db/sms/sender';
import { smsText } from './sms/smsText.ts';

/** What a code is for, by GoTrue's names (the sms_send_failed message says it). */
export type PhoneCodeKind = 'confirmation' | 'phone_change' | 'reauthentication';

const COLUMNS: Record<PhoneCodeKind, { token: string; sentAt: string }> = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  phone_change: { token: 'phone_change_token', sentAt: 'phone_change_sent_at' },
  reauthentication: { token: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
};

/** The user's columns of a kind of code: where its hash and its time are kept. */
export const codeColumns = (kind: PhoneCodeKind) => COLUMNS[kind];

/** GoTrue's 429 while the last code is younger than GOTRUE_SMS_MAX_FREQUENCY, in its words. */
function tooSoon(secondsLeft: number): AuthError {
  return new AuthError(
    429,
    'over_sms_send_rate_limit',
    `For security purposes, you can only request this after ${Math.trunc(secondsLeft)} seconds.`,
  );
}

async function secondsLeft(db: Pick<pg.ClientBase, 'query'>, deps: AuthDeps, userId: string, kind: PhoneCodeKind, lock: boolean) {
  const { rows } = await db.query<{ left: number | null }>(
    `select extract(epoch from ${COLUMNS[kind].sentAt} + make_interval(secs => $2) - now())::float8 as left
       from auth.users where id = $1${lock ? ' for update' : ''}`,
    [userId, deps.config.sms.maxFrequencySeconds],
  );
  return rows[0]?.left ?? null;
}

/**
 * Before a code is sent: refuses while the last one is too recent (checked again under the user's
 * lock when it is sent), then spends the budgets, so a refused request spends none.
 */
export async function admitPhoneCode(c: Context, deps: AuthDeps, limiter: Limiter, phone: string, user?: { id: string; kind: PhoneCodeKind }) {
  if (user) {
    const left = await secondsLeft(deps.ctx.adminPool, deps, user.id, user.kind, false);
    if (left !== null && left > 0) throw tooSoon(left);
  }
  await limiter.consume(c, phone);
}

/** Texts a new code of `kind` to `phone` for the user; answers the provider's message id. */
export async function sendPhoneCode(
  client: pg.ClientBase,
  deps: AuthDeps,
  options: { userId: string; phone: string; kind: PhoneCodeKind; channel: SmsChannel },
): Promise<string> {
  const { sms } = deps.config;
  const { userId, phone, kind } = options;
  const left = await secondsLeft(client, deps, userId, kind, true);
  if (left !== null && left > 0) throw tooSoon(left);
  const code = crypto.randomInt(0, 10 ** sms.otpLength).toString().padStart(sms.otpLength, '0');
  const text = smsText(sms.template, await mailLanguage(client, userId), code);
  let messageId: string;
  try {
    messageId = await smsSender(sms).send({ to: phone, text, code, channel: options.channel }, client);
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    throw new AuthError(422, 'sms_send_failed', `Error sending ${kind} OTP to provider: ${error.message}`);
  }
  const { token, sentAt } = COLUMNS[kind];
  await client.query(
    `update auth.users set ${token} = $2, ${sentAt} = now(), updated_at = now()${kind === 'phone_change' ? ', phone_change = $3' : ''}
      where id = $1`,
    kind === 'phone_change' ? [userId, tokenHash(phone, code), phone] : [userId, tokenHash(phone, code)],
  );
  return messageId;
}

/** The channel a request names ('sms' when none), if the provider can use it; GoTrue's 400 otherwise. */
export function readChannel(deps: AuthDeps, raw: unknown, invalid: () => AuthError): SmsChannel {
  const channel = typeof raw === 'string' && raw !== '' ? raw : 'sms';
  if (!smsSender(deps.config.sms).supports(channel)) throw invalid();
  return channel;
}
