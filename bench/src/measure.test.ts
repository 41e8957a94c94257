import { describe, expect, it } from 'vitest';
import { createServer, type ServerResponse } from 'node:http';
import { measureHttp, measureLoop, mergeSamples } from './measure.ts';
import type { SqlCall } from './workloads.ts';

const call = (i: number): SqlCall => ({ text: `select ${i}`, values: [] });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('measureLoop with a rate (an open load)', () => {
  it('never starts more calls than the rate allows in the window', async () => {
    const started: string[] = [];
    const sample = await measureLoop(async (sql) => void started.push(sql.text), call, { seconds: 0.5, connections: 4, rate: 40 });
    expect(started.length, 'calls due inside 0.5 s at 40/s').toBeLessThanOrEqual(20);
    expect(new Set(started).size, 'each call of the rotation once').toBe(started.length);
    expect(sample.latencies).toHaveLength(started.length);
  });

  it('keeps sending on time while earlier calls are still running', async () => {
    let running = 0;
    let most = 0;
    await measureLoop(async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(50);
      running -= 1;
    }, call, { seconds: 0.3, connections: 4, rate: 100 });
    expect(most, 'calls overlap, up to the connection count').toBe(4);
  });

  it('never runs more calls at once than its connections, even when many fall due together', async () => {
    // Twenty calls due a microsecond apart: the loop finds them due together, as it does whenever a
    // busy machine wakes it late.
    let running = 0;
    let most = 0;
    const sample = await measureLoop(async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(20);
      running -= 1;
    }, call, { seconds: 0.00002, connections: 4, rate: 1_000_000 });
    expect(sample.latencies.length, 'calls due in the window').toBeGreaterThan(4);
    expect(most, 'calls at once').toBe(4);
  });

  it('charges a server that falls behind for the time its calls waited', async () => {
    // One connection, 30 ms a call, a call due every 10 ms: each call waits longer than the one before.
    const sample = await measureLoop(() => sleep(30), call, { seconds: 0.3, connections: 1, rate: 100 });
    const first = sample.latencies[0] ?? 0;
    const last = sample.latencies.at(-1) ?? 0;
    expect(sample.latencies.length).toBeGreaterThan(3);
    expect(last, 'the last call counts the queue in front of it').toBeGreaterThan(first + 30);
  });
});

describe('measureHttp with a rate', () => {
  it('sends each call once over keep-alive sockets and counts answers of 300 or more as errors', async () => {
    const seen: string[] = [];
    const sockets = new Set<unknown>();
    const server = createServer((request, response) => {
      seen.push(request.url ?? '');
      sockets.add(request.socket);
      response.statusCode = request.url?.endsWith('/3') ? 404 : 200;
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const sample = await measureHttp(`http://127.0.0.1:${port}`, (i) => ({ method: 'GET', path: `/calls/${i}` }), {}, { seconds: 0.25, connections: 2, rate: 40 });
      expect(seen.length, 'at most 10 calls due in 0.25 s at 40/s').toBeLessThanOrEqual(10);
      expect(new Set(seen).size).toBe(seen.length);
      expect(sample.errors, 'the 404 of call 3').toBe(seen.includes('/calls/3') ? 1 : 0);
      expect(sample.latencies.length + sample.errors).toBe(seen.length);
      expect(sockets.size, 'no more sockets than connections').toBeLessThanOrEqual(2);
    } finally {
      server.close();
    }
  });
});

/** A server on a free port that answers the paths `answer` accepts after `delayMs`, and never answers the others. */
async function serve(answer: (url: string) => boolean, delayMs = 0) {
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    if (!answer(request.url ?? '')) return void held.push(response);
    setTimeout(() => response.end('{}'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

describe('calls the window ends on', () => {
  it('counts each call a silent server holds as a timeout, not as nothing', async () => {
    const server = await serve(() => false);
    try {
      const closed = await measureHttp(server.url, (i) => ({ method: 'GET', path: `/${i}` }), {}, { seconds: 0.2, connections: 3, timeoutMs: 300 });
      expect(closed).toMatchObject({ latencies: [], errors: 0, timeouts: 3 });
      expect(closed.firstError).toBe('no answer within 0.3 s');
      const paced = await measureHttp(server.url, (i) => ({ method: 'GET', path: `/${i}` }), {}, { seconds: 0.2, connections: 2, rate: 20, timeoutMs: 300 });
      expect(paced.latencies).toEqual([]);
      expect(paced.timeouts, 'every call due in the window, sent or still waiting for a connection').toBe(4);
    } finally {
      server.close();
    }
  });

  it('waits for an answer that comes after the window, within the timeout, and counts it', async () => {
    const server = await serve(() => true, 150);
    try {
      const sample = await measureHttp(server.url, (i) => ({ method: 'GET', path: `/${i}` }), {}, { seconds: 0.05, connections: 2, timeoutMs: 5_000 });
      expect(sample).toMatchObject({ errors: 0, timeouts: 0 });
      expect(sample.latencies, 'the two calls sent in the window').toHaveLength(2);
    } finally {
      server.close();
    }
  });

  it('counts a statement without an answer as a timeout too', async () => {
    const sample = await measureLoop(() => new Promise(() => {}), call, { seconds: 0.1, connections: 2, timeoutMs: 200 });
    expect(sample).toMatchObject({ latencies: [], errors: 0, timeouts: 2 });
  });
});

describe('mergeSamples', () => {
  it('adds the windows of one server up, so its rate is calls over all the seconds', () => {
    const merged = mergeSamples([
      { latencies: [1, 2], errors: 0, timeouts: 1, seconds: 1 },
      { latencies: [3], errors: 2, timeouts: 2, seconds: 2, firstError: 'HTTP 500' },
    ]);
    expect(merged).toEqual({ latencies: [1, 2, 3], errors: 2, timeouts: 3, seconds: 3, firstError: 'HTTP 500' });
  });
});
