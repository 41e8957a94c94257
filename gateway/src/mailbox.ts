// The development mailbox: the local auth server sends no email, it writes each message to
// auth.outbox. GET /mailbox shows the newest ones (sign-up confirmations, password reset and magic
// links) as a page, so a person trying the product can follow them. Only with LOCAL_MAILBOX=true.
import type { Hono } from 'hono';
import type pg from 'pg';

/** Whether the mailbox is served: LOCAL_MAILBOX=true (npm start sets it unless told otherwise). */
export function mailboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LOCAL_MAILBOX === 'true' || env.LOCAL_MAILBOX === '1';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

interface Mail {
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: Date;
}

function renderMail(mail: Mail): string {
  const link = mail.link ? `<p><a href="${escapeHtml(mail.link)}">Open the link in this email</a></p>` : '';
  return `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">To ${escapeHtml(mail.recipient)}, ${escapeHtml(
    mail.created_at.toISOString(),
  )}</p><pre>${escapeHtml(mail.body)}</pre>${link}</article>`;
}

/** Mounts GET /mailbox (?to=<email> narrows it to one recipient): the newest 50 messages. */
export function mountMailbox(app: Hono, adminPool: pg.Pool): void {
  app.get('/mailbox', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase() || null;
    const { rows } = await adminPool.query<Mail>(
      `select recipient, subject, body, link, created_at from auth.outbox
       where $1::text is null or lower(recipient) = $1 order by id desc limit 50`,
      [to],
    );
    const items = rows.length ? rows.map(renderMail).join('') : '<p>No emails yet.</p>';
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere}.meta{color:#555}</style></head><body><h1>Development mailbox</h1><p>Emails the local auth server would have sent, newest first.</p>${items}</body></html>`,
    );
  });
}
