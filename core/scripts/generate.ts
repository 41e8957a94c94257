// Connects to a database and renders its types. pg comes from the db package (core has no
// dependency on pg or on @rentals/db: db depends on core, and a cycle would follow).
import { createRequire } from 'node:module';
import { readCatalog } from './catalog.ts';
import type { Queryable } from './catalog.ts';
import { renderDatabaseTypes } from './render.ts';
import { createTestDatabase, startTestCluster, TEST_PG_URL } from '../../db/src/testing.ts';

interface PgClient extends Queryable {
  connect(): Promise<unknown>;
  end(): Promise<void>;
}

const requireFromDb = createRequire(new URL('../../db/package.json', import.meta.url));
const pg = requireFromDb('pg') as { Client: new (options: { connectionString: string }) => PgClient };

/** Types of the database at `url`. */
export async function typesFromUrl(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return renderDatabaseTypes(await readCatalog(client));
  } finally {
    await client.end();
  }
}

/** Types of `url`, or of a freshly migrated database (starting a cluster when none is running). */
export async function generateDatabaseTypes(url?: string): Promise<string> {
  if (url) return typesFromUrl(url);
  const cluster = process.env[TEST_PG_URL] ? null : await startTestCluster();
  if (cluster) process.env[TEST_PG_URL] = cluster.url;
  const db = await createTestDatabase();
  try {
    return await typesFromUrl(db.url);
  } finally {
    await db.drop();
    if (cluster) {
      delete process.env[TEST_PG_URL];
      await cluster.stop();
    }
  }
}
