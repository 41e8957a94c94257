// Texts that are not codes (a message waiting unread, a tenancy invitation) go out as codes do:
// through the provider GOTRUE_SMS_PROVIDER names, or into the development mailbox when none is set,
// and only while phone sign-in is on (GOTRUE_EXTERNAL_PHONE_ENABLED), since only then can a person
// confirm a number or sign in by the one a landlord named.
import type pg from 'pg';
import { smsSender } from './sender.ts';
import type { SmsConfig } from './settings.ts';

/**
 * Sends a text message to a number ('+91 98765 43210' or '919876543210'). The development mailbox
 * writes it on `client` when given, inside the caller's transaction (exactly once with its mark).
 */
export interface TextSender {
  send(to: string, text: string, client?: pg.ClientBase): Promise<void>;
}

/** The text sender of these settings; null while phone sign-in is off. */
export function textSenderFrom(config: SmsConfig, pool: pg.Pool): TextSender | null {
  if (!config.enabled) return null;
  const sender = smsSender(config);
  return {
    async send(to, text, client) {
      // The auth server keeps '919876543210'; the providers take the digits alone.
      const message = { to: to.replace(/\D/g, ''), text, code: '', channel: 'sms' as const };
      if (client) return void (await sender.send(message, client));
      const own = await pool.connect();
      try {
        await sender.send(message, own);
      } finally {
        own.release();
      }
    },
  };
}
