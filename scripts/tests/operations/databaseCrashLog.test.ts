// What `npm start` prints when its PostgreSQL is killed outright while visitors call the API and
// open the home page: one line from the supervisor and one from each part that lost the database
// (the site's names the page that first failed), no stack trace, no line per request or reconnect,
// and no commission run said to fail when none was asked for.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../db/src/config.ts';
import { api, productPorts, tempFolder } from './harness.ts';

let dataDir: string;
let child: ChildProcess | undefined;
let output = '';
let afterKill: string[] = [];

const printed = (pattern: RegExp) => pattern.test(output);
const until = async (done: () => boolean | Promise<boolean>, what: string, ms = 300_000) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen; npm start printed:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  dataDir = tempFolder('crash-log');
  const ports = await productPorts();
  child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env, DATA_DIR: dataDir, PORT: String(ports.sitePort), API_PORT: String(ports.apiPort), DB_PORT: String(ports.dbPort),
      // The gateway logs as npm start's does (it is silent under a test runner).
      // Every visit renders (none is answered from the page cache), as a signed-in visitor's would.
      API_WORKERS: '2', DEMO_DATA: 'false', VITEST: '', SITE_PAGE_CACHE_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(() => printed(/^Ready: /m), 'the start');
  const anonKey = /^Anon key: (\S+)$/m.exec(output)![1]!;
  const apiUrl = `http://localhost:${ports.apiPort}`;
  const read = () => api(apiUrl, anonKey, '/rest/v1/properties?select=id&limit=1').then((r) => r.status, () => 0);
  const visit = () => fetch(`http://localhost:${ports.sitePort}/`).then((r) => r.status, () => 0);
  expect(await read()).toBe(200);
  const before = output.length;
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(postmaster, 'SIGKILL');
  // Visitors keep calling while PostgreSQL is away and recovers: every call fails the same way.
  let restarted = false;
  await until(async () => {
    restarted ||= printed(/The database \(PostgreSQL\) stopped unexpectedly/);
    const [api, page] = await Promise.all([read(), visit()]);
    return restarted && api === 200 && page === 200;
  }, 'serving again');
  // The workers notice at their next look too (the commission worker within a lease's length).
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  afterKill = output.slice(before).split('\n').filter((line) => line.trim() !== '' && !line.startsWith('{"level":30'));
}, 900_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('npm start when its PostgreSQL is killed outright', () => {
  it('prints no stack trace and no failed commission run', () => {
    expect(afterKill.filter((line) => /^\s+at |"stack"/.test(line))).toEqual([]);
    expect(afterKill.filter((line) => /Commission run failed/.test(line))).toEqual([]);
  });

  it('prints one line from the supervisor and one from each part that lost the database', () => {
    const gatewayLines = afterKill.filter((line) => line.startsWith('{'));
    expect(gatewayLines.map((line) => (JSON.parse(line) as { msg: string }).msg), 'each of the two gateway workers').toEqual([
      'database lost; requests answer 503 until it is back', 'database lost; requests answer 503 until it is back',
    ]);
    const site = afterKill.filter((line) => line.startsWith('home: listings unavailable: '));
    expect(site.length, `the site, at most once however many visits failed: ${site.join(' | ')}`).toBeLessThanOrEqual(1);
    const plain = afterKill.filter((line) => !line.startsWith('{') && !site.includes(line))
      .map((line) => line.replace(/lost the database \(.*\);/, 'lost the database (…);'));
    expect(plain.sort()).toEqual([
      'The alert worker lost the database (…); it carries on once the database is back.',
      'The commission worker lost the database (…); it carries on once the database is back.',
      'The database (PostgreSQL) stopped unexpectedly (SIGKILL); restarting in 1 s.',
    ]);
  });
});
