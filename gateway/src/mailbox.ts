// The development mailbox: the local auth server sends no email, it writes each message to
// auth.outbox, and, with phone sign-in on and no SMS provider, each text message to auth.sms_outbox.
// GET /mailbox shows the newest ones (sign-up confirmations, password reset and magic links, texted
// codes) as a page, so a person trying the product can follow them. Only with LOCAL_MAILBOX=true.
// Its links sign people in, so the page asks for a secret: the mailbox token npm start prints, or
// the service-role key; and it is not served on an API others can reach unless asked for by name.
import type { Context, Hono } from 'hono';
import type pg from 'pg';
import { StartupError } from '@rentals/db/errors';
import { sameSecret } from './clientAddress.ts';
import type { ProjectKeys } from './keys.ts';

/** Whether the mailbox is served: LOCAL_MAILBOX=true (npm start sets it unless told otherwise) or force. */
export function mailboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LOCAL_MAILBOX === 'true' || env.LOCAL_MAILBOX === '1' || env.LOCAL_MAILBOX === 'force';
}

/** Whether `host` (API_HOST; unset means 127.0.0.1) is reachable from this machine only. */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').trim().toLowerCase().replace(/^\[|\]$/g, '');
  return name === '' || name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name) || /^::ffff:127(\.\d{1,3}){3}$/.test(name);
}

/** Refuses a mailbox on an API others can reach, unless LOCAL_MAILBOX=force says so on purpose. */
export function checkMailboxExposure(env: NodeJS.ProcessEnv = process.env): void {
  if (!mailboxEnabled(env) || env.LOCAL_MAILBOX === 'force' || isLoopbackHost(env.API_HOST)) return;
  throw new StartupError(
    `The development mailbox shows sign-in and password-reset links, and API_HOST=${env.API_HOST} lets others reach it: ` +
      'set LOCAL_MAILBOX=false (or LOCAL_MAILBOX=force to serve it anyway, still behind its token).',
  );
}

/** The mailbox token (in the path or ?token=) or `Authorization: Bearer <service-role key>`. */
function authorised(c: Context, keys: Pick<ProjectKeys, 'mailboxToken' | 'serviceRoleKey'>): boolean {
  const token = c.req.param('token') ?? c.req.query('token');
  if (sameSecret(token, keys.mailboxToken)) return true;
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
  return sameSecret(bearer, keys.serviceRoleKey);
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
  return `<article><h3>${escapeHtml(mail.subject)}</h3><p class="meta">To ${escapeHtml(mail.recipient)}, ${escapeHtml(
    mail.created_at.toISOString(),
  )}</p><pre>${escapeHtml(mail.body)}</pre>${link}</article>`;
}

interface Text {
  recipient: string;
  body: string;
  created_at: Date;
}

function renderText(text: Text): string {
  return `<article><h3>Text message to +${escapeHtml(text.recipient)}</h3><p class="meta">${escapeHtml(
    text.created_at.toISOString(),
  )}</p><pre>${escapeHtml(text.body)}</pre></article>`;
}

/** A `?to=` that is a phone number, in the digits the outbox keeps ('+91 98765 43210' → '919876543210'). */
function phoneDigits(to: string | null): string | null {
  if (!to || !/^[+\d\s()-]+$/.test(to)) return null;
  const digits = to.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere}.meta{color:#555}</style></head><body><h1>Development mailbox</h1>${body}</body></html>`;

/**
 * Mounts GET /mailbox/<token> and GET /mailbox?token=<token> (?to=<email or number> narrows it to
 * one recipient): the newest 50 text messages, then the newest 50 emails.
 */
export function mountMailbox(app: Hono, adminPool: pg.Pool, keys: Pick<ProjectKeys, 'mailboxToken' | 'serviceRoleKey'>): void {
  const show = async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('Referrer-Policy', 'no-referrer');
    if (!authorised(c, keys)) {
      return c.html(
        page('<p>This mailbox holds sign-in links, so it opens only with its token: use the mailbox address <code>npm start</code> printed (it ends in the token).</p>'),
        401,
      );
    }
    const to = c.req.query('to')?.trim().toLowerCase() || null;
    const { rows } = await adminPool.query<Mail>(
      `select recipient, subject, body, link, created_at from auth.outbox
       where $1::text is null or lower(recipient) = $1 order by id desc limit 50`,
      [to],
    );
    const phone = phoneDigits(to);
    const texts = await adminPool.query<Text>(
      `select recipient, body, created_at from auth.sms_outbox
       where $1::text is null or recipient = $1 order by id desc limit 50`,
      [phone ?? (to ? '' : null)],
    );
    const items = rows.length ? rows.map(renderMail).join('') : '<p>No emails yet.</p>';
    const textItems = texts.rows.length ? `<h2>Text messages</h2>${texts.rows.map(renderText).join('')}` : '';
    return c.html(page(`<p>Text messages and emails the local auth server would have sent, newest first.</p>${textItems}<h2>Emails</h2>${items}`));
  };
  app.get('/mailbox', show);
  app.get('/mailbox/:token', show);
}
