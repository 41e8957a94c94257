import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startCluster } from '../src/cluster.ts';
import { REPO_ROOT } from '../src/config.ts';
import { stopLeftovers, writeRunRecord } from '../src/leftovers.ts';
import { freePort, pidAlive } from '../src/preflight.ts';
import { killOutright, startStandIn } from '../src/standIn.ts';

// Issue 12, finding 9: `kill -9` of npm start left PostgreSQL and the site running, and the next
// start was refused. Now the site exits with its parent and the next start stops the database.
const STAND_IN = fileURLToPath(new URL('./helpers/killedStart.ts', import.meta.url));
const base = fs.mkdtempSync(path.join(REPO_ROOT, '.tmp', 'leftovers-'));
fs.chmodSync(base, 0o755);
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

const postmasterPid = (pgdata: string) => Number(fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('what a start killed outright leaves behind', () => {
  it('the site exits with its parent; the next start stops the database and starts cleanly', async () => {
    const dataDir = path.join(base, 'killed');
    const pgdata = path.join(dataDir, 'pg');
    const port = await freePort();
    const start = await startStandIn(STAND_IN, [dataDir, String(port), `${dataDir}/site-entry.mjs`]);
    const sitePid = start.watched;
    const postgres = postmasterPid(pgdata);
    await killOutright(start);

    await vi.waitFor(() => expect(pidAlive(sitePid), 'the site server after its parent died').toBe(false), { timeout: 10_000 });
    expect(pidAlive(postgres), 'PostgreSQL outlives a killed start').toBe(true);
    await expect(startCluster({ pgdata, port: await freePort() }), 'without the clean-up').rejects.toThrow(/already in use/);

    const said: string[] = [];
    await stopLeftovers(dataDir, pgdata, (line) => said.push(line));
    expect(pidAlive(postgres), 'the leftover PostgreSQL').toBe(false);
    expect(said.join('\n')).toMatch(new RegExp(`Stopping the database an earlier npm start left running \\(pid ${postgres}\\)`));
    expect(fs.existsSync(path.join(dataDir, 'product.json')), 'the run record').toBe(false);
    const again = await startCluster({ pgdata, port });
    await again.stop();
  });

  it('refuses while the recorded start is alive, and never stops a process that is not ours', async () => {
    const dataDir = path.join(base, 'alive');
    writeRunRecord(dataDir, { pid: process.pid === 1 ? 2 : process.ppid, site: { pid: process.pid, marker: 'no-such-site' } });
    await expect(stopLeftovers(dataDir, null, () => {})).rejects.toThrow(/already running \(pid \d+\)/);

    const stranger = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      // A dead start whose recorded site pid now belongs to an unrelated process.
      writeRunRecord(dataDir, { pid: 2 ** 22 + 1, site: { pid: stranger.pid!, marker: `${dataDir}/site-entry.mjs` } });
      await stopLeftovers(dataDir, null, () => {});
      expect(pidAlive(stranger.pid!), 'a process whose command line is not the recorded site').toBe(true);
    } finally {
      stranger.kill('SIGKILL');
    }
  });
});
