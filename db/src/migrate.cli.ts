// Usage: node db/src/migrate.cli.ts [--reset]   (DATABASE_URL must point at the database)
import { explainError } from './errors.ts';
import { migrate } from './migrate.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set; npm start runs migrations on the embedded database itself.');
  process.exit(1);
}
try {
  const result = await migrate(url, { reset: process.argv.includes('--reset'), log: console.warn });
  const applied = [...result.platform, ...result.app];
  console.log(applied.length ? `Applied ${applied.length} migrations: ${applied.join(', ')}` : 'No pending migrations.');
} catch (error) {
  console.error(explainError(error) ?? (error instanceof Error ? error.message : String(error)));
  process.exit(1);
}
