// Stands in for an `npm start` in the leftovers test: starts PostgreSQL on PGDATA and PORT and a
// stand-in site server (loaded with the site's exit-with-parent hook), writes the run record, then
// waits to be killed. Prints "ready <site pid>" once everything runs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startCluster } from '../../src/cluster.ts';
import { REPO_ROOT } from '../../src/config.ts';
import { writeRunRecord } from '../../src/leftovers.ts';

const [dataDir, port, marker] = process.argv.slice(2) as [string, string, string];
await startCluster({ pgdata: path.join(dataDir, 'pg'), port: Number(port) });
const site = spawn(
  process.execPath,
  ['--import', path.join(REPO_ROOT, 'scripts', 'exitWithParent.ts'), '-e', 'setInterval(() => {}, 1000)', marker],
  { stdio: 'ignore', env: { ...process.env, PARENT_PID: String(process.pid) } },
);
writeRunRecord(dataDir, { pid: process.pid, site: { pid: site.pid!, marker } });
console.log(`ready ${site.pid}`);
setInterval(() => {}, 1000);
