// `npm run restore -- FILE`: a backup made by `npm run backup` into a fresh DATA_DIR, started once here
// (PostgreSQL replays the WAL the backup carries), so that a broken file is found now and not at the
// next `npm start`.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { startCluster, type RunningCluster } from '../cluster.ts';
import { POSTGRES_MAJOR } from '../config.ts';
import { StartupError } from '../errors.ts';
import { freePort, ownFolder, runAs, type RunAs } from '../preflight.ts';
import { BACKUP_FORMAT, type BackupManifest } from './manifest.ts';

export interface RestoreOptions {
  file: string;
  dataDir: string;
  log?: (line: string) => void;
}

export interface Restored {
  manifest: BackupManifest;
  accounts: number;
  listings: number;
  storedFiles: number;
}

/** PostgreSQL runs as `who` (the postgres user when we are root) and wants its folder to itself. */
function ownTree(folder: string, who: RunAs): void {
  if (who.uid === undefined || who.gid === undefined) return;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    fs.lchownSync(path.join(entry.parentPath, entry.name), who.uid, who.gid);
  }
}

function countFiles(folder: string): number {
  if (!fs.existsSync(folder)) return 0;
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).length;
}

function readManifest(dataDir: string, file: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dataDir, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new StartupError(`${file} is not a backup made by npm run backup (it has no manifest.json).`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new StartupError(`${file} is a backup of format ${manifest.format}; this version reads format ${BACKUP_FORMAT}.`);
  if (manifest.postgres_major !== POSTGRES_MAJOR) {
    throw new StartupError(`${file} holds a PostgreSQL ${manifest.postgres_major} database; this version runs PostgreSQL ${POSTGRES_MAJOR}.`);
  }
  return manifest;
}

export async function restoreDataDir(options: RestoreOptions): Promise<Restored> {
  const { file, dataDir } = options;
  if (!fs.existsSync(file)) throw new StartupError(`There is no backup at ${file}.`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new StartupError(`${dataDir} is not empty: restore into a fresh folder, e.g. DATA_DIR=.data-restored npm run restore -- ${file}`);
  }
  // The postgres user must be able to enter the folder to reach its own.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  let cluster: RunningCluster | undefined;
  try {
    await tar.x({ file, cwd: dataDir, preserveOwner: false });
    const manifest = readManifest(dataDir, file);
    fs.rmSync(path.join(dataDir, 'manifest.json'));
    fs.chmodSync(path.join(dataDir, 'keys.json'), 0o600);
    const pgdata = path.join(dataDir, 'pg');
    const who = runAs();
    ownFolder(pgdata, who);
    ownTree(pgdata, who);
    cluster = await startCluster({ pgdata, port: await freePort() });
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows: [counts] } = await client.query<{ accounts: number; listings: number }>(
      'select (select count(*) from auth.users)::int as accounts, (select count(*) from public.properties)::int as listings',
    );
    await client.end();
    await cluster.stop();
    cluster = undefined;
    const restored = { manifest, accounts: counts?.accounts ?? 0, listings: counts?.listings ?? 0, storedFiles: countFiles(path.join(dataDir, 'storage')) };
    options.log?.(`Restored ${file} (made ${manifest.created_at}) into ${dataDir}: ${restored.accounts} accounts, ${restored.listings} listings, ${
      manifest.stored_files === 'included' ? `${restored.storedFiles} stored files` : 'stored files in the object store'
    }. Start it with DATA_DIR=${dataDir} npm start.`);
    return restored;
  } catch (error) {
    await cluster?.stop();
    // The folder was empty: leave it so, for the next try.
    for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    throw error;
  }
}
