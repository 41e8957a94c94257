// `npm run restore -- FILE`: a backup of `npm run backup` into a fresh DATA_DIR, checked by starting its
// database once; then `npm start` with that DATA_DIR serves it, sessions and files included.
import path from 'node:path';
import { restoreDataDir } from '../db/src/backup/restore.ts';
import { dataDir } from '../db/src/config.ts';
import { explainError } from '../db/src/errors.ts';

const file = process.argv[2];
if (!file) {
  console.error('Name the backup: npm run restore -- backups/rentals-….tar.gz (into DATA_DIR, which must be new or empty).');
  process.exit(1);
}
try {
  await restoreDataDir({ file: path.resolve(file), dataDir: dataDir(), log: (line) => console.log(line) });
} catch (error) {
  console.error(explainError(error) ?? (error instanceof Error ? error.message : String(error)));
  process.exit(1);
}
