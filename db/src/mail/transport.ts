// How email leaves the product: through SMTP when SMTP_URL is set (smtp://user:pass@host:587,
// smtps://… for TLS from the start), otherwise into the development mailbox (auth.outbox), which
// npm start serves at /mailbox. The auth server and the alert worker both send through this.
import nodemailer from 'nodemailer';
import type pg from 'pg';
import { StartupError } from '../errors.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about (the mailbox page shows it as a button). */
  link?: string;
  headers?: Record<string, string>;
  /** A stable Message-ID, so a receiver can tell a resent message from a new one. */
  messageId?: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  send(mail: OutgoingMail, client?: pg.ClientBase): Promise<void>;
  close(): void;
}

/** SMTP_URL (or another such setting), checked: undefined when unset (the development mailbox is used). */
export function smtpUrl(env: NodeJS.ProcessEnv = process.env, name = 'SMTP_URL'): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(`${name} must be an address like smtp://user:password@mail.example.in:587 (or smtps://… on port 465).`);
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new StartupError(`${name} must start with smtp:// or smtps:// and name a host, got '${url.protocol}//${url.hostname}'.`);
  }
  return raw;
}

/** MAIL_FROM: the sender of every email (default "Rentals <no-reply@localhost>"). */
export function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM?.trim() || 'Rentals <no-reply@localhost>';
}

const SMTP_TIMEOUT_MS = 15_000;

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/** The development mailbox: the message is a row of auth.outbox, written on the given connection (its transaction). */
export function createMailboxTransport(pool: pg.Pool): MailTransport {
  return {
    kind: 'mailbox',
    async send(mail, client) {
      await (client ?? pool).query('insert into auth.outbox (recipient, subject, body, link) values ($1, $2, $3, $4)', [
        mail.to,
        mail.subject,
        mail.text,
        mail.link ?? null,
      ]);
    },
    close: () => {},
  };
}

/**
 * The SMTP server of alert emails: ALERT_SMTP_URL when set (a bulk stream kept apart from the
 * account emails, as mail providers advise), else SMTP_URL; undefined for the development mailbox.
 */
export function alertSmtpUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return smtpUrl(env, 'ALERT_SMTP_URL') ?? smtpUrl(env);
}

/** Alert emails' transport: SMTP (alertSmtpUrl), else the development mailbox on `pool`. */
export function createAlertTransport(pool: pg.Pool, env: NodeJS.ProcessEnv = process.env): MailTransport {
  const url = alertSmtpUrl(env);
  return url ? createSmtpTransport(url, mailFrom(env)) : createMailboxTransport(pool);
}

/** Account emails' transport (notices of unread messages): SMTP_URL, else the development mailbox on `pool`. */
export function createAccountTransport(pool: pg.Pool, env: NodeJS.ProcessEnv = process.env): MailTransport {
  const url = smtpUrl(env);
  return url ? createSmtpTransport(url, mailFrom(env)) : createMailboxTransport(pool);
}
