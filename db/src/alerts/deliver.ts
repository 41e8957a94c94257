// Sends the alert emails that are due, one claimed email at a time (several workers may run).
// A claim is a lease renewed while its email is being sent; a worker that dies mid-send leaves its
// email to be claimed again once the lease lapses. Into the development mailbox, the message and
// the close are one transaction (exactly once); over SMTP the close follows the server's 250, and
// a crash between the two resends the same message (same Message-ID) rather than lose it.
import type pg from 'pg';
import type { MailTransport } from '../mail/transport.ts';
import { renderAlertEmail, type AlertListing } from './email.ts';

export interface DeliveryOptions {
  siteUrl: string;
  /** How long a claim holds without renewal, in ms. */
  leaseMs?: number;
  heartbeatMs?: number;
  /** Claims after which an email that keeps failing is given up. */
  maxAttempts?: number;
  /** Wait before a failed email is tried again, in ms. */
  retryMs?: number;
  /** Alert emails one person gets in 24 hours at most; more wait for the budget (ALERT_EMAILS_PER_DAY). */
  perDay?: number;
  log?: (line: string) => void;
}

export const DELIVERY_DEFAULTS = { leaseMs: 60_000, heartbeatMs: 10_000, maxAttempts: 5, retryMs: 60_000, perDay: 10 } as const;

interface Claimed {
  id: string;
  claim_token: string;
  saved_search_id: string;
}

interface Recipient {
  email: string | null;
  language: string | null;
  name: string;
  alerts: string;
  unsubscribe_token: string;
  user_id: string;
  budget_free_at: Date | null;
}

async function loadRecipient(pool: pg.Pool, email: Claimed, perDay: number): Promise<Recipient | undefined> {
  // The profile's language, where a column holds it: to_jsonb reads it without naming it in SQL,
  // so this works before and after the column exists (whichever of these names it has).
  const { rows } = await pool.query<Recipient>(
    `select u.email, coalesce(to_jsonb(pr) ->> 'language', to_jsonb(pr) ->> 'preferred_language', to_jsonb(pr) ->> 'lang') as language, s.name, s.alerts, s.unsubscribe_token::text, s.user_id,
            (select min(sent_at) + interval '1 day' from (
               select e.sent_at from private.alert_emails e join public.saved_searches o on o.id = e.saved_search_id
                where o.user_id = s.user_id and e.status = 'sent' and e.sent_at > now() - interval '1 day'
                order by e.sent_at desc limit $2) as recent
              having count(*) >= $2) as budget_free_at
       from public.saved_searches s
       join auth.users u on u.id = s.user_id
       left join public.profiles pr on pr.user_id = s.user_id
      where s.id = $1`,
    [email.saved_search_id, perDay],
  );
  return rows[0];
}

async function loadListings(pool: pg.Pool, emailId: string): Promise<AlertListing[]> {
  const { rows } = await pool.query<AlertListing>(
    `select p.id, p.title, p.city, p.locality, p.rent::float8 as rent, p.bedrooms, p.image_urls[1] as photo
       from public.saved_search_matches m join public.properties p on p.id = m.property_id
      where m.email_id = $1 and private.is_listed(p)
      order by m.matched_at, p.id`,
    [emailId],
  );
  return rows;
}

type Outcome = 'sent' | 'skipped' | 'retry' | 'postponed';

async function close(client: pg.Pool | pg.ClientBase, email: Claimed, outcome: Outcome, settings: Required<Omit<DeliveryOptions, 'log'>>, error?: string, delayMs?: number) {
  await client.query('select private.close_alert_email($1, $2, $3, $4, $5, $6)', [
    email.id, email.claim_token, outcome, error ?? null, Math.round(delayMs ?? settings.retryMs), settings.maxAttempts,
  ]);
}

/** Sends every due alert email (and every one whose worker died); returns how many went out. */
export async function deliverAlertEmails(pool: pg.Pool, transport: MailTransport, options: DeliveryOptions): Promise<number> {
  const settings = { ...DELIVERY_DEFAULTS, ...options };
  let sent = 0;
  for (;;) {
    const { rows } = await pool.query<Claimed>('select * from private.claim_alert_email($1, $2)', [settings.leaseMs, settings.maxAttempts]);
    const email = rows[0];
    if (!email) return sent;
    const beat = setInterval(() => {
      pool.query('select private.renew_alert_email($1, $2, $3)', [email.id, email.claim_token, settings.leaseMs]).catch(() => {});
    }, settings.heartbeatMs);
    beat.unref();
    try {
      const recipient = await loadRecipient(pool, email, settings.perDay);
      const listings = recipient ? await loadListings(pool, email.id) : [];
      if (!recipient?.email || recipient.alerts === 'off' || listings.length === 0) {
        await close(pool, email, 'skipped', settings);
        continue;
      }
      if (recipient.budget_free_at) {
        await close(pool, email, 'postponed', settings, "The person's daily alert budget is spent", recipient.budget_free_at.getTime() - Date.now());
        continue;
      }
      const mail = renderAlertEmail(
        {
          emailId: email.id, to: recipient.email, language: recipient.language, searchName: recipient.name,
          daily: recipient.alerts === 'daily', unsubscribeToken: recipient.unsubscribe_token, listings,
        },
        settings.siteUrl,
      );
      if (transport.kind === 'mailbox') {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await transport.send(mail, client);
          await close(client, email, 'sent', settings);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      } else {
        try {
          await transport.send(mail);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          options.log?.(`Alert email ${email.id} not sent: ${message}`);
          await close(pool, email, 'retry', settings, message);
          continue;
        }
        await close(pool, email, 'sent', settings);
      }
      sent += 1;
    } finally {
      clearInterval(beat);
    }
  }
}
