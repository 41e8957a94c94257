import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { pidAlive } from '../src/preflight.ts';
import { CLUSTER_PREFIX, removeAbandonedClusters, testClusterBase } from '../src/testClusterBase.ts';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-base-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe('testClusterBase', () => {
  it('is TEST_PG_DIR when it is set', () => {
    expect(testClusterBase({ TEST_PG_DIR: '/somewhere/else' })).toBe('/somewhere/else');
  });

  it('is the memory folder when it has room, else .tmp/ in the repository', () => {
    // The test folder is on a disk with gigabytes free; a folder that is not there has no room.
    expect(testClusterBase({}, base)).toBe(base);
    expect(testClusterBase({}, path.join(base, 'not-there'))).toBe(path.join(REPO_ROOT, '.tmp'));
  });
});

describe('removeAbandonedClusters', () => {
  /** A cluster folder last changed `minutesAgo`, with a postmaster.pid naming `pid` when given. */
  const cluster = (name: string, minutesAgo: number, pid?: number) => {
    const folder = path.join(base, name);
    fs.mkdirSync(path.join(folder, 'data'), { recursive: true });
    if (pid !== undefined) fs.writeFileSync(path.join(folder, 'data', 'postmaster.pid'), `${pid}\n/data\n`);
    const when = new Date(Date.now() - minutesAgo * 60_000);
    fs.utimesSync(folder, when, when);
    return folder;
  };

  it('removes old clusters with no server running, and keeps running, young and unrelated folders', () => {
    const exited = spawnSync(process.execPath, ['-e', '']).pid;
    expect(pidAlive(exited)).toBe(false);
    const killed = cluster(`${CLUSTER_PREFIX}killed`, 60, exited);
    const neverStarted = cluster(`${CLUSTER_PREFIX}never`, 60);
    const running = cluster(`${CLUSTER_PREFIX}running`, 60, process.pid);
    const settingUp = cluster(`${CLUSTER_PREFIX}young`, 1);
    const other = cluster('someone-elses', 60);

    expect(removeAbandonedClusters(base).sort()).toEqual([killed, neverStarted].sort());
    for (const gone of [killed, neverStarted]) expect(fs.existsSync(gone)).toBe(false);
    for (const kept of [running, settingUp, other]) expect(fs.existsSync(kept)).toBe(true);
  });

  it('finds nothing to remove in a folder that is not there', () => {
    expect(removeAbandonedClusters(path.join(base, 'not-there'))).toEqual([]);
  });
});
