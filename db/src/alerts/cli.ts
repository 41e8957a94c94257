import { alertSmtpUrl } from '../mail/transport.ts';
import { DELIVERY_DEFAULTS } from './deliver.ts';
import { startAlertWorker } from './worker.ts';

/**
 * `DATABASE_URL=… SITE_URL=… node db/src/alerts/cli.ts`: one alert worker process. Any number may
 * run on one database (listings and emails are claimed with FOR UPDATE SKIP LOCKED). `npm start`
 * forks one and hears on the IPC channel when it listens. Settings (all optional): SMTP_URL, ALERT_SMTP_URL,
 * MAIL_FROM, ALERT_EMAILS_PER_DAY, ALERT_SWEEP_MS, ALERT_LEASE_MS, ALERT_HEARTBEAT_MS, ALERT_RETRY_MS,
 * MESSAGE_NOTICE_AFTER_SECONDS, and the gateway's GOTRUE_EXTERNAL_PHONE_ENABLED and GOTRUE_SMS_* (with
 * SMS_API_URL) for the texts of notices and invitations to a mobile number.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
const whole = (name: string): number | undefined => {
  const raw = process.env[name];
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number above 0, got '${raw}'`);
    process.exit(1);
  }
  return value;
};
alertSmtpUrl();
const options = Object.fromEntries(
  Object.entries({
    perDay: whole('ALERT_EMAILS_PER_DAY'),
    sweepMs: whole('ALERT_SWEEP_MS'),
    leaseMs: whole('ALERT_LEASE_MS'),
    heartbeatMs: whole('ALERT_HEARTBEAT_MS'),
    retryMs: whole('ALERT_RETRY_MS'),
    messageNoticeAfterSeconds: whole('MESSAGE_NOTICE_AFTER_SECONDS'),
  }).filter(([, value]) => value !== undefined),
);
const worker = await startAlertWorker(databaseUrl, {
  ...DELIVERY_DEFAULTS,
  ...options,
  siteUrl: process.env.SITE_URL ?? 'http://localhost:4321',
  log: (line) => console.error(line),
});
if (process.send) process.send({ ready: true });
else console.log('Alert worker listening');
const stop = () => void worker.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
