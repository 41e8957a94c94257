// `npm run backup [-- FILE]`: the embedded database, DATA_DIR/keys.json and the stored files in one
// file (default backups/rentals-<time>.tar.gz), taken while the product runs or not. Mode 600: it
// holds the project's secrets. With DATABASE_URL the database is yours to back up (docs/deploy.md).
import path from 'node:path';
import { backupDataDir } from '../db/src/backup/backup.ts';
import { dataDir, REPO_ROOT } from '../db/src/config.ts';
import { explainError } from '../db/src/errors.ts';

if (process.env.DATABASE_URL) {
  console.error('npm run backup copies the embedded database; with DATABASE_URL, back up that database with its own server\'s pg_dump, and keep DATA_DIR/keys.json and the stored files with it (docs/deploy.md, "Backups").');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, 'backups', `rentals-${stamp}.tar.gz`));
try {
  await backupDataDir({ dataDir: dataDir(), file, objectStore: process.env.STORAGE_BACKEND === 's3', log: (line) => console.log(line) });
} catch (error) {
  console.error(explainError(error) ?? (error instanceof Error ? error.message : String(error)));
  process.exit(1);
}
