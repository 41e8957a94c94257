import type pg from 'pg';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  link?: string;
}

/** Local mail delivery: the message lands in auth.outbox, where the UI and tests read it. */
export async function sendMail(client: pg.ClientBase, mail: Mail): Promise<void> {
  await client.query('insert into auth.outbox (recipient, subject, body, link) values ($1, $2, $3, $4)', [
    mail.to,
    mail.subject,
    mail.body,
    mail.link ?? null,
  ]);
}
