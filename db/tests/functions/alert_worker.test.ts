// The alert worker as npm start runs it (a process of its own, db/src/alerts/cli.ts): it hears a
// listing being published, matches it and mails its alert through SMTP within moments; killed
// outright and started again, it sends what was published meanwhile, and nothing twice.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../src/mail/testServer.ts';
import { callAs, count, createUser, signedIn, useDatabase } from './_support.ts';

const CLI = fileURLToPath(new URL('../../src/alerts/cli.ts', import.meta.url));

describe('the alert worker process', () => {
  const fx = useDatabase();
  let smtp: TestSmtpServer;
  let owner: string;
  const workers: ChildProcess[] = [];

  const startWorker = (): Promise<ChildProcess> => {
    const child = fork(CLI, [], {
      env: { ...process.env, DATABASE_URL: fx.url, SMTP_URL: smtp.url, SITE_URL: 'http://localhost:4321', ALERT_LEASE_MS: '1000', ALERT_HEARTBEAT_MS: '200', ALERT_SWEEP_MS: '500' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    workers.push(child);
    return new Promise((resolve, reject) => {
      child.once('message', () => resolve(child));
      child.once('exit', (code) => reject(new Error(`worker exited (${code})`)));
    });
  };
  const list = async (title: string) => {
    await fx.pool.query(
      `insert into public.properties (title, listed_by, city, rent, bedrooms, verified) values ($1, $2, 'Pune', 30000, 2, true)`, [title, owner]);
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    owner = await createUser(fx.pool, 'Owen Owner');
    const seeker = signedIn(await createUser(fx.pool, 'Sita Seeker'));
    await callAs(fx.pool, seeker, `insert into public.saved_searches (user_id, name, filters) values (auth.uid(), 'Pune', '{"city":"Pune"}')`);
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
    await smtp?.stop();
  });

  it('mails an alert moments after a listing is published, and after a kill sends what was published meanwhile, once', async () => {
    const first = await startWorker();
    await list('Heard at once');
    await smtp.waitFor((mail) => mail.subject.includes('Heard at once'), 10_000);
    // Killed only once the send is recorded: a kill between the SMTP server's accept and the record
    // sends it again (at least once, by design), which is not what this test is about.
    await expect.poll(() => count(fx.pool, 'public.saved_search_matches', `status = 'emailed'`), { timeout: 10_000 }).toBe(1);

    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    await list('Published while down');
    await startWorker();
    await smtp.waitFor((mail) => mail.subject.includes('Published while down'), 10_000);
    // Time for a repeat to show itself, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      'New home for “Pune”: Heard at once',
      'New home for “Pune”: Published while down',
    ]);
    expect(await count(fx.pool, 'public.saved_search_matches', `status = 'emailed'`)).toBe(2);
  });
});
