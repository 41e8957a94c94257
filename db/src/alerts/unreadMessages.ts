// Tells a person that a message has waited unread for some minutes: claimed and marked in the
// database (private.claim_unread_message_notices, several workers announce each once), then an
// email to their confirmed address, and a text to their confirmed phone through `texts` (the SMS
// provider of GOTRUE_SMS_PROVIDER, or the development mailbox). Into the development mailbox the notice
// and the mark are one transaction; over SMTP the mark commits first, so a failed send is not
// retried (a notice is a convenience: the message itself waits in the inbox).
import type pg from 'pg';
import { alertLanguage } from '@rentals/core/messages/searchAlerts';
import { UNREAD_MESSAGES } from '@rentals/core/messages/unreadMessages';
import type { MailTransport, OutgoingMail } from '../mail/transport.ts';
import type { TextSender } from '../sms/textSender.ts';


export interface UnreadNoticeOptions {
  siteUrl: string;
  /** How long a message waits unread before it is announced (MESSAGE_NOTICE_AFTER_SECONDS, default 600). */
  waitSeconds: number;
  texts?: TextSender;
  log?: (line: string) => void;
}

export const UNREAD_NOTICE_WAIT_SECONDS = 600;

interface Claimed {
  conversation_id: string;
  email: string | null;
  phone: string | null;
  language: string | null;
  sender_name: string | null;
  title: string | null;
  unread: number;
}

export function renderUnreadNotice(row: Claimed, siteUrl: string): { mail: OutgoingMail; text: string } {
  const words = UNREAD_MESSAGES[alertLanguage(row.language)];
  const notice = { senderName: row.sender_name, title: row.title, unread: row.unread };
  const link = `${siteUrl.replace(/\/$/, '')}/portal/messages/${row.conversation_id}`;
  return {
    mail: {
      to: row.email ?? '',
      subject: words.subject(notice),
      text: [words.body(notice), '', `${words.open}: ${link}`, '', words.why].join('\n'),
      link,
      messageId: `<unread-${row.conversation_id}-${Date.now()}@rentals>`,
    },
    text: `${words.body(notice)} ${link}`,
  };
}

/** Announces every conversation due now; returns how many recipients were told. */
export async function noticeUnreadMessages(pool: pg.Pool, transport: MailTransport, options: UnreadNoticeOptions): Promise<number> {
  const client = await pool.connect();
  let rows: Claimed[] = [];
  try {
    await client.query('begin');
    rows = (await client.query<Claimed>(
      `select conversation_id, email, phone, language, sender_name, title, unread from private.claim_unread_message_notices($1)`,
      [options.waitSeconds],
    )).rows;
    if (transport.kind === 'mailbox') {
      for (const row of rows) if (row.email) await transport.send(renderUnreadNotice(row, options.siteUrl).mail, client);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  for (const row of rows) {
    const { mail, text } = renderUnreadNotice(row, options.siteUrl);
    try {
      if (transport.kind === 'smtp' && row.email) await transport.send(mail);
      if (options.texts && row.phone) await options.texts.send(row.phone, text);
    } catch (error) {
      options.log?.(`An unread-message notice was not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return rows.length;
}
