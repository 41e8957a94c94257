import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, type RunningCluster } from '../src/cluster.ts';
import { REPO_ROOT } from '../src/config.ts';
import { describeDatabase, watchDatabase } from '../src/databaseWatch.ts';
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
      // ECONNRESET when it was cut off mid-handshake (which one depends on the machine's timing).
      expect(lines[0]).toMatch(new RegExp(`^The database at 127\\.0\\.0\\.1:${port}/postgres is lost \\((ECONNREFUSED|ECONNRESET|57P03)\\); the API and the site answer 503 until it is back\\.$`));
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
