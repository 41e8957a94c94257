// `node bench/src/readFormCost.ts`: what a single-listing read by id costs PostgreSQL, by the form
// of its statement. The read workload's request (`properties?id=eq.…&select=*`, as anon) runs behind
// the gateway's read scope statement, 10 at a time, as the gateway sends it (scope and read behind
// one Sync): once in the general form (a CTE, its page and json_agg), once as the gateway builds it
// for a read by key (the row's own JSON object, row_to_json, as a write's RETURNING gives it), and
// once as the plain page, its columns as text (what `pg over bare HTTP` reads). The CPU of PostgreSQL's backends (from /proc)
// is divided by the calls. Two rounds, so the spread of the machine shows.
import pg from 'pg';
import { statementName, type BatchStatement } from '@rentals/gateway/batch';
import { parseQuery } from '@rentals/gateway/rest/parse/queryString';
import { loadSchemaCache } from '@rentals/gateway/rest/schemaCache';
import { Shaper } from '@rentals/gateway/rest/sql/shape';
import { shapedStatement, tableSource } from '@rentals/gateway/rest/sql/statements';
import { findTable } from '@rentals/gateway/rest/tables';
import { scopeText } from '@rentals/gateway/scope';
import { testAuthenticatorPassword } from '@rentals/db/testing';
import { authenticatorUrl } from '@rentals/gateway/server';
import { printFormCosts } from './backendCost.ts';
import { withSeededCluster } from './seededCluster.ts';

const CALLS = Number(process.env.CALLS ?? 5000);
const CONNECTIONS = 10;

await withSeededCluster(async ({ url, fixture, postmaster }) => {
  // As the gateway's pool: plan_cache_mode=auto on the connection (a read by whole key keeps a generic plan).
  const pool = new pg.Pool({ connectionString: authenticatorUrl(url, testAuthenticatorPassword()), max: CONNECTIONS, options: '-c plan_cache_mode=auto' });
  pool.on('error', () => {});
  const cache = await loadSchemaCache(pool);
  const table = findTable(cache, 'properties');

  // The statement for the read workload's request, general or as a read by key; its text is the same for every id.
  const built = (id: string, atMostOneRow = false) => {
    const query = parseQuery([['id', `eq.${id}`], ['select', '*']]);
    return shapedStatement({
      cache, query, table, from: tableSource(table), ctes: [], shaper: new Shaper(cache, query),
      output: { media: 'json', stripNulls: false }, count: false, atMostOneRow,
    });
  };
  const sample = built(fixture.propertyIds[0] as string);
  const byKey = built(fixture.propertyIds[0] as string, true);
  const page = /^with "pgrst_page" as \((.*)\) select null::bigint/s.exec(sample.sql)?.[1];
  if (!page || !byKey.single) throw new Error(`unexpected statements: ${sample.sql}; ${byKey.sql}`);
  const forms: Array<{ label: string; text: string }> = [
    { label: 'the general form (CTE, page, json_agg)', text: sample.sql },
    { label: "as the gateway reads by key: the row's own JSON object (row_to_json)", text: byKey.sql },
    { label: 'the plain page (columns as text)', text: page },
  ];

  // The read's scope statement as anon sends it: read-only, the give-up check and anon's statement_timeout.
  const scopeSql = scopeText(1, 1, true);
  const headers = JSON.stringify({ host: '127.0.0.1:54321', apikey: 'anon-key', 'user-agent': 'autocannon', 'x-forwarded-for': '127.0.0.1' });
  const scope = (): BatchStatement => ({
    name: statementName(scopeSql), text: scopeSql, rows: false,
    values: ['anon', JSON.stringify({ role: 'anon' }), '', headers, 'GET', '/properties', '{}', null, Date.now() + 60_000, 'statement_timeout', '8s'],
  });

  await printFormCosts('read statement', forms.map((form) => ({
    label: form.label,
    batch: (n) => {
      const id = fixture.propertyIds[n % fixture.propertyIds.length] as string;
      return [scope(), { name: statementName(form.text), text: form.text, values: built(id).values }];
    },
    check: (results, n) => {
      if (!results[1]?.length) throw new Error(`no row for call ${n} (${form.label})`);
    },
  })), { pool, postmaster, calls: CALLS, connections: CONNECTIONS });
  await pool.end();
});
