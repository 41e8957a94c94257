// Two alert worker processes on one database (what two hosts each running npm start amount to):
// listings published one after another reach every saved search once, each in exactly one email.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../src/mail/testServer.ts';
import { callAs, count, createUser, signedIn, useDatabase } from './_support.ts';

const CLI = fileURLToPath(new URL('../../src/alerts/cli.ts', import.meta.url));
const SEEKERS = 5;
const LISTINGS = 12;

describe('alert workers in two processes', () => {
  const fx = useDatabase();
  let smtp: TestSmtpServer;
  let owner: string;
  const workers: ChildProcess[] = [];

  const startWorker = (): Promise<ChildProcess> => {
    const child = fork(CLI, [], {
      env: { ...process.env, DATABASE_URL: fx.url, SMTP_URL: smtp.url, SITE_URL: 'http://localhost:4321', ALERT_EMAILS_PER_DAY: '1000', ALERT_SWEEP_MS: '500' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    workers.push(child);
    return new Promise((resolve, reject) => {
      child.once('message', () => resolve(child));
      child.once('exit', (code) => reject(new Error(`worker exited (${code})`)));
    });
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    owner = await createUser(fx.pool, 'Owen Owner');
    for (let i = 0; i < SEEKERS; i += 1) {
      const seeker = signedIn(await createUser(fx.pool, `Sita Seeker ${String.fromCharCode(97 + i)}`));
      await callAs(fx.pool, seeker, `insert into public.saved_searches (user_id, name, filters) values (auth.uid(), 'Pune', '{"city":"Pune"}')`);
    }
    await Promise.all([startWorker(), startWorker()]);
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
    await smtp?.stop();
  });

  it('mails each listing to each saved search once', async () => {
    const titles = Array.from({ length: LISTINGS }, (_, i) => `Two-host home ${String(i + 1).padStart(2, '0')}`);
    for (const title of titles) {
      await fx.pool.query(
        `insert into public.properties (title, listed_by, city, rent, bedrooms, verified) values ($1, $2, 'Pune', 30000, 2, true)`, [title, owner]);
    }
    await expect.poll(() => count(fx.pool, 'public.saved_search_matches', `status = 'emailed'`), { timeout: 60_000, interval: 200 })
      .toBe(SEEKERS * LISTINGS);
    // Time for a repeat to show itself, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.length, 'one message per sent email').toBe(await count(fx.pool, 'private.alert_emails', `status = 'sent'`));
    const seen = new Map<string, number>();
    for (const mail of smtp.received) {
      for (const title of titles) {
        if (mail.text.includes(title)) seen.set(`${mail.to.join()} ${title}`, (seen.get(`${mail.to.join()} ${title}`) ?? 0) + 1);
      }
    }
    expect(seen.size, 'every listing reached every seeker').toBe(SEEKERS * LISTINGS);
    expect([...seen].filter(([, times]) => times !== 1), 'listings mailed to someone more than once').toEqual([]);
    expect(workers.every((worker) => worker.exitCode === null), 'both workers still running').toBe(true);
  });
});
