// `npm run backup`: the embedded database (an online base backup, taken while the product serves),
// the keys (DATA_DIR/keys.json: without them no session, API key or database password of the
// backup would work) and the stored files, in one gzipped tar file readable by its owner only.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { startCluster, SUPERUSER_PASSWORD, type RunningCluster } from '../cluster.ts';
import { POSTGRES_MAJOR } from '../config.ts';
import { StartupError } from '../errors.ts';
import { freePort, pidAlive, SUPERUSER } from '../preflight.ts';
import { baseBackup } from './baseBackup.ts';
import { BACKUP_FORMAT, type BackupManifest } from './manifest.ts';

export interface BackupOptions {
  dataDir: string;
  /** The .tar.gz to write. */
  file: string;
  /** STORAGE_BACKEND=s3: the files live in the object store, which keeps (and backs up) them. */
  objectStore?: boolean;
  log?: (line: string) => void;
}

/** The port of the server running on `pgdata`, from its postmaster.pid; undefined when none runs. */
function runningPort(pgdata: string): number | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  return Number.isInteger(pid) && pid > 0 && pidAlive(pid) ? Number(lines[3]) : undefined;
}

const superuserUrl = (port: number) => `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`;

export async function backupDataDir(options: BackupOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const pgdata = path.join(options.dataDir, 'pg');
  const keysFile = path.join(options.dataDir, 'keys.json');
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION')) || !fs.existsSync(keysFile)) {
    throw new StartupError(`${options.dataDir} holds no database and keys to back up (has npm start run with this DATA_DIR?).`);
  }
  const staging = `${options.file}.partial`;
  const written = `${options.file}.${process.pid}.tmp`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  // While the product runs its server is copied live; otherwise one is started on the folder for the copy.
  let own: RunningCluster | undefined;
  try {
    let port = runningPort(pgdata);
    if (port === undefined) {
      own = await startCluster({ pgdata, port: await freePort() });
      port = own.port;
    }
    const database = await baseBackup(superuserUrl(port), pgdata, path.join(staging, 'pg'));
    await own?.stop();
    own = undefined;
    fs.copyFileSync(keysFile, path.join(staging, 'keys.json'));
    const storage = path.join(options.dataDir, 'storage');
    const copyFiles = !options.objectStore && fs.existsSync(storage);
    if (copyFiles) fs.cpSync(storage, path.join(staging, 'storage'), { recursive: true });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT, created_at: new Date().toISOString(), postgres_major: POSTGRES_MAJOR,
      database_ends_at: database.lsn, stored_files: options.objectStore ? 'object store' : 'included',
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    fs.mkdirSync(path.dirname(options.file), { recursive: true });
    const entries = ['manifest.json', 'keys.json', 'pg', ...(copyFiles ? ['storage'] : [])];
    await pipeline(tar.c({ gzip: true, cwd: staging, portable: true }, entries), fs.createWriteStream(written, { mode: 0o600 }));
    fs.renameSync(written, options.file);
    log(`Backed up ${options.dataDir} into ${options.file}: the database (${database.files} files), keys.json${
      copyFiles ? ' and the stored files' : options.objectStore ? '; the stored files stay in the object store (STORAGE_BACKEND=s3)' : ''
    }. It holds the project's secrets: keep it as safe as they are.`);
    return manifest;
  } finally {
    await own?.stop();
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(written, { force: true });
  }
}
