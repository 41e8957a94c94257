// Where a text goes (the gateway's sign-in codes, the alert worker's notices and invitations): the
// provider GOTRUE_SMS_PROVIDER names (its HTTP API, as GoTrue calls it), or the development mailbox
// when none is set.
import type pg from 'pg';
import { mailboxSender } from './mailbox.ts';
import type { SmsConfig } from './settings.ts';
import { textlocalSender } from './textlocal.ts';
import { twilioSender } from './twilio.ts';
import { vonageSender } from './vonage.ts';

/** GoTrue's channels: a text message, or WhatsApp (Twilio only). */
export type SmsChannel = 'sms' | 'whatsapp';

export interface TextMessage {
  /** The number in E.164 digits, no '+': '919876543210'. */
  to: string;
  text: string;
  /** The code the text carries (Twilio's WhatsApp templates take it on its own). */
  code: string;
  channel: SmsChannel;
}

export interface SmsSender {
  /** GoTrue's provider name (GET /settings' sms_provider); '' for the development mailbox. */
  readonly name: string;
  /** Whether the provider can send on this channel (GoTrue's IsValidMessageChannel). */
  supports(channel: string): channel is SmsChannel;
  /**
   * Sends the message; answers the provider's message id ('' when it gives none). The development
   * mailbox writes it on `client`, inside the request's transaction.
   */
  send(message: TextMessage, client: pg.ClientBase): Promise<string>;
}

/** A provider's refusal, in its own words (GoTrue passes them on in sms_send_failed). */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
}

/** The sender of this configuration. */
export function smsSender(config: SmsConfig): SmsSender {
  const { provider } = config;
  const http = { apiUrl: config.apiUrl, timeoutMs: config.httpTimeoutMs };
  if (!provider) return mailboxSender();
  if (provider.name === 'twilio') return twilioSender(provider, http);
  if (provider.name === 'textlocal') return textlocalSender(provider, http);
  return vonageSender(provider, http);
}

/** The HTTP settings every provider shares. */
export interface ProviderHttp {
  apiUrl: string | null;
  timeoutMs: number;
}

/** POSTs a form to a provider and reads its JSON answer; a network failure is the provider's refusal. */
export async function postForm(
  url: string,
  form: Record<string, string>,
  http: ProviderHttp,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(http.timeoutMs),
    });
  } catch (error) {
    throw new SmsSendError(error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new SmsSendError(`the provider answered ${response.status} without JSON`);
  }
}

export const smsOnly = (channel: string): channel is SmsChannel => channel === 'sms';
