// The API workers share one port, so a scrape reaches one of them: that one answers for all of them,
// gathering their figures through the process that started them (as scripts/product.ts does).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { metricsHub } from '../../src/metricsHub.ts';

const WORKER = fileURLToPath(new URL('./hubWorker.ts', import.meta.url));
const workers: ChildProcess[] = [];

function start(count: number, collectMs = 0): Promise<ChildProcess> {
  const child = fork(WORKER, [], { env: { ...process.env, COUNT: String(count), COLLECT_MS: String(collectMs) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  workers.push(child);
  return new Promise((resolve) => child.once('message', () => resolve(child)));
}

const scrape = (child: ChildProcess) =>
  new Promise<string>((resolve) => {
    const listen = (message: { scraped?: string }) => {
      if (message?.scraped === undefined) return;
      child.off('message', listen);
      resolve(message.scraped);
    };
    child.on('message', listen);
    child.send('scrape');
  });

afterAll(() => {
  for (const child of workers) child.kill('SIGKILL');
});

describe('the metrics hub', () => {
  it('answers a scrape of any worker with the sum over every worker', async () => {
    const hub = metricsHub();
    const [first, second, third] = [await start(2), await start(3), await start(5)];
    for (const child of [first!, second!, third!]) hub.attach(child);
    expect(await scrape(second!)).toContain('test_requests_total 10');
    // A worker that died is left out, not waited for.
    third!.kill('SIGKILL');
    await new Promise((resolve) => third!.once('exit', resolve));
    expect(await scrape(first!)).toContain('test_requests_total 5');
  });

  it('answers in full when every worker takes a while over its figures (the database slow to answer them)', async () => {
    const hub = metricsHub();
    const slow = [await start(2, 1_500), await start(3, 1_500)];
    for (const child of slow) hub.attach(child);
    const text = await scrape(slow[0]!);
    expect(text).toContain('test_requests_total 5');
    expect(text).toContain('test_db_up 0');
  });
});
