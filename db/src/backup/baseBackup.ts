// An online copy of a running embedded cluster, made with PostgreSQL's own backup functions as
// pg_basebackup makes it: no pg_dump of the embedded major ships with the npm packages, and the
// server's low-level backup API needs nothing but a superuser connection and the data folder.
// The copy starts as it is: PostgreSQL replays the WAL taken with it up to the backup's end.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Folders whose contents are the running server's own state, left empty as pg_basebackup leaves them. */
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
/** Files of the running server that a copy must not carry (basebackup.c's list). */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_manifest', 'postgresql.auto.conf.tmp', 'current_logfiles.tmp']);
const SEGMENT = /^[0-9A-F]{24}$/;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Copies the data folder file by file; a file dropped meanwhile is left out (its drop is in the WAL). */
function copyFolder(from: string, to: string, top: boolean): number {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  let files = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const { name } = entry;
    if (SKIPPED.has(name) || name.startsWith('pg_internal.init') || name.startsWith('pgsql_tmp')) continue;
    const source = path.join(from, name);
    const target = path.join(to, name);
    if (entry.isDirectory()) {
      if (top && EMPTIED.has(name)) fs.mkdirSync(target, { mode: 0o700 });
      else {
        try {
          files += copyFolder(source, target, false);
        } catch (error) {
          if (!missing(error)) throw error;
        }
      }
    } else if (entry.isFile()) {
      try {
        fs.copyFileSync(source, target);
        files += 1;
      } catch (error) {
        if (!missing(error)) throw error;
      }
    }
  }
  return files;
}

export interface BaseBackup {
  /** Where the backup ends: the copy is consistent once the server has replayed up to here. */
  lsn: string;
  files: number;
}

/**
 * Copies the cluster in `pgdata`, served at `superuserUrl`, into `into` (a new folder), with the WAL
 * from the backup's start to its end, so that the copy starts on its own.
 */
export async function baseBackup(superuserUrl: string, pgdata: string, into: string): Promise<BaseBackup> {
  const client = new pg.Client({ connectionString: superuserUrl, application_name: 'rentals backup' });
  await client.connect();
  try {
    // Keeps every WAL segment from now on, however long the copy takes; it goes with this session.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [`rentals_backup_${process.pid}`]);
    await client.query(`select pg_backup_start('rentals backup', true)`);
    const files = copyFolder(pgdata, into, true);
    const { rows: [stop] } = await client.query<{ lsn: string; labelfile: string; spcmapfile: string; last: string }>(
      'select lsn::text, labelfile, spcmapfile, pg_walfile_name(lsn) as last from pg_backup_stop(false)',
    );
    if (!stop) throw new Error('pg_backup_stop returned nothing');
    fs.writeFileSync(path.join(into, 'backup_label'), stop.labelfile, { mode: 0o600 });
    if (stop.spcmapfile) fs.writeFileSync(path.join(into, 'tablespace_map'), stop.spcmapfile, { mode: 0o600 });
    const first = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(stop.labelfile)?.[1];
    if (!first) throw new Error('The backup label names no start of the WAL');
    const wal = path.join(pgdata, 'pg_wal');
    const segments = fs.readdirSync(wal).filter((name) => SEGMENT.test(name) && name >= first && name <= stop.last).sort();
    if (segments[0] !== first || segments.at(-1) !== stop.last) throw new Error(`The WAL from ${first} to ${stop.last} is not all there`);
    for (const name of segments) fs.copyFileSync(path.join(wal, name), path.join(into, 'pg_wal', name));
    for (const name of fs.readdirSync(wal).filter((entry) => entry.endsWith('.history'))) fs.copyFileSync(path.join(wal, name), path.join(into, 'pg_wal', name));
    fs.mkdirSync(path.join(into, 'pg_wal', 'archive_status'), { mode: 0o700 });
    fs.mkdirSync(path.join(into, 'pg_wal', 'summaries'), { mode: 0o700 });
    return { lsn: stop.lsn, files: files + segments.length };
  } finally {
    await client.end().catch(() => {});
  }
}
