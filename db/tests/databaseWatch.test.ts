import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, type RunningCluster } from '../src/cluster.ts';
import { REPO_ROOT } from '../src/config.ts';
import { describeDatabase, nobodyListens, watchDatabase } from '../src/databaseWatch.ts';
import { freePort } from '../src/preflight.ts';

/**
 * With DATABASE_URL the product runs no PostgreSQL of its own, and nothing said that the database
 * had gone: the watch says so once (however long it stays away), and once when it answers again.
 */
describe('the watch over a database given by DATABASE_URL', () => {
  const base = fs.mkdtempSync(path.join(REPO_ROOT, '.tmp', 'pg-watch-'));
  fs.chmodSync(base, 0o755);
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it('says once that the database is lost, and once that it is back', async () => {
    const pgdata = path.join(base, 'data');
    const port = await freePort();
    let cluster: RunningCluster = await startCluster({ pgdata, port, durable: false });
    const lines: string[] = [];
    const watch = watchDatabase(cluster.url, (line) => lines.push(line), { intervalMs: 100, timeoutMs: 1_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(lines, 'nothing to say while it answers').toEqual([]);
      await cluster.stop();
      await expect.poll(() => lines.length, { timeout: 10_000 }).toBe(1);
      // Away for a while: still one line.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(lines).toHaveLength(1);
      // Refused once the server is gone; 57P03 when the fresh connection met it still shutting down;
      // ECONNRESET when it was cut off mid-handshake, or pg's own words when the server closed it
      // cleanly there (which one depends on the machine's timing).
      const reasons = ['ECONNREFUSED', 'ECONNRESET', '57P03', 'Connection terminated unexpectedly'].join('|');
      expect(lines[0]).toMatch(new RegExp(`^The database at 127\\.0\\.0\\.1:${port}/postgres is lost \\((${reasons})\\); the API and the site answer 503 until it is back\\.$`));
      expect(lines[0]).not.toContain('postgres:postgres');
      cluster = await startCluster({ pgdata, port, durable: false });
      await expect.poll(() => lines.length, { timeout: 10_000 }).toBe(2);
      expect(lines[1]).toMatch(new RegExp(`^The database at 127\\.0\\.0\\.1:${port}/postgres answers again \\(after \\d+ s\\); serving again\\.$`));
    } finally {
      await watch.stop();
      await cluster.stop();
    }
  });

  it('names the database without its password', () => {
    expect(describeDatabase('postgres://owner:secret@db.example.in/rentals')).toBe('db.example.in:5432/rentals');
  });
});

/**
 * For the server the product runs itself, a dead one is its supervisor's to say, and the watch may
 * hear a refused connection before the product hears of the exit: a refusal is no news, a server
 * that takes the connection and never answers (stalled) still is.
 */
describe('what the watch leaves to the supervisor', () => {
  const failureOf = async (port: number) => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 300 });
    return client.connect().then(() => null, (error: unknown) => error);
  };

  it('a refused connection: nothing listens, as when the server died', async () => {
    const error = await failureOf(await freePort());
    expect(nobodyListens(error)).toBe(true);
  });

  it('a connection taken and never answered: a stalled server, still said', async () => {
    const sockets: net.Socket[] = [];
    const stalled = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    try {
      const error = await failureOf((stalled.address() as net.AddressInfo).port);
      expect(error).toBeInstanceOf(Error);
      expect(nobodyListens(error)).toBe(false);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => stalled.close(resolve));
    }
  });
});
