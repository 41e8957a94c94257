// Writes core/src/generated/database.ts from a migrated database: DATABASE_URL when set, else a
// throw-away cluster and database from db/src/testing.ts.
//   node core/scripts/gen-types.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDatabaseTypes } from './generate.ts';

export const OUTPUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/generated/database.ts');

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await generateDatabaseTypes(process.env.DATABASE_URL);
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  fs.writeFileSync(OUTPUT, text);
  console.log(`wrote ${path.relative(process.cwd(), OUTPUT)}`);
}
