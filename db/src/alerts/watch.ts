// Keeps the alerts flowing while the product runs: LISTEN search_alerts (a listing published, an
// email due) and a sweep every `sweepMs` (daily digests coming due, leases of dead workers lapsing)
// each start one round: match what is queued, then send what is due; LISTEN tenancy_invitations (a
// landlord invited a tenant) starts one too, which mails the invitations. A lost listening connection
// is replaced after a delay that doubles while the database stays away (as the commission worker's).
import type pg from 'pg';
import type { MailTransport } from '../mail/transport.ts';
import type { TextSender } from '../sms/textSender.ts';
import { deliverAlertEmails, type DeliveryOptions } from './deliver.ts';
import { matchPublishedListings } from './match.ts';
import { deliverTenancyInvitations } from './tenancyInvitations.ts';
import { listenChannel } from '../listenChannel.ts';
import { noticeUnreadMessages, UNREAD_NOTICE_WAIT_SECONDS } from './unreadMessages.ts';

export interface WatchOptions extends DeliveryOptions {
  sweepMs?: number;
  /** The channel is listened to again after a lost connection (and at first). */
  onListening?: () => void;
  /** How long a conversation's message waits unread before its recipient is told (seconds). */
  messageNoticeAfterSeconds?: number;
  /** Account emails (unread-message notices): SMTP_URL, else the development mailbox. */
  accountTransport?: MailTransport;
  /** Texts (unread-message notices, invitations by mobile number): GOTRUE_SMS_PROVIDER, else the development mailbox. */
  texts?: TextSender | null;
}

export async function watchSearchAlerts(
  pool: pg.Pool,
  transport: MailTransport,
  options: WatchOptions,
  onError: (error: unknown) => void = () => {},
): Promise<() => Promise<void>> {
  let queue: Promise<unknown> = Promise.resolve();
  let pending = false;
  let stopped = false;
  // Notifications arriving during a round ask for one more round, not one each.
  const kick = () => {
    if (pending || stopped) return;
    pending = true;
    queue = queue
      .then(async () => {
        pending = false;
        await matchPublishedListings(pool);
        await deliverAlertEmails(pool, transport, options);
        await deliverTenancyInvitations(pool, transport, options);
        await noticeUnreadMessages(pool, options.accountTransport ?? transport, {
          siteUrl: options.siteUrl, waitSeconds: options.messageNoticeAfterSeconds ?? UNREAD_NOTICE_WAIT_SECONDS, log: options.log,
          texts: options.texts ?? undefined,
        });
      })
      .catch((error: unknown) => {
        pending = false;
        onError(error);
      });
  };
  const listening = () => {
    options.onListening?.();
    kick();
  };
  const unlisten = await listenChannel(pool, 'search_alerts', { onNotification: kick, onListening: listening, onError });
  const unlistenInvitations = await listenChannel(pool, 'tenancy_invitations', { onNotification: kick, onListening: kick, onError });
  const sweep = setInterval(kick, options.sweepMs ?? 30_000);
  sweep.unref();
  return async () => {
    stopped = true;
    clearInterval(sweep);
    await unlisten();
    await unlistenInvitations();
    await queue;
  };
}
