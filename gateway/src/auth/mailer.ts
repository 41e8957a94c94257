import type pg from 'pg';
import { createSmtpTransport, mailFrom, smtpUrl, type MailTransport } from '@rentals/db/mail/transport';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  link?: string;
}

let smtp: { url: string; transport: MailTransport } | undefined;

/** The SMTP transport of SMTP_URL (one per process, reused), or undefined for the development mailbox. */
function smtpTransport(): MailTransport | undefined {
  const url = smtpUrl();
  if (!url) return undefined;
  if (smtp?.url !== url) {
    smtp?.transport.close();
    smtp = { url, transport: createSmtpTransport(url, mailFrom()) };
  }
  return smtp.transport;
}

/**
 * Sends an auth email: through SMTP_URL when it is set, else into auth.outbox (the development
 * mailbox the UI and tests read). It is sent inside the caller's transaction, as GoTrue does: a
 * server that refuses the message fails the request, and the token it carried is not kept.
 */
export async function sendMail(client: pg.ClientBase, mail: Mail): Promise<void> {
  const transport = smtpTransport();
  if (transport) {
    await transport.send({ to: mail.to, subject: mail.subject, text: mail.body, ...(mail.link ? { link: mail.link } : {}) });
    return;
  }
  await client.query('insert into auth.outbox (recipient, subject, body, link) values ($1, $2, $3, $4)', [
    mail.to,
    mail.subject,
    mail.body,
    mail.link ?? null,
  ]);
}
