// `node bench/src/writeCost.ts`: what PostgreSQL and the client spend per insert on each form of the
// gateway's write statement (gateway/src/rest/mutation.ts) and on reading the response's settings
// (response.headers, response.status) with it. The insert workload's row, 10 at a time, in the
// gateway's batch (its scope statement and the write behind one Sync); PostgreSQL's backends' CPU
// from /proc and this process's own CPU, divided by the inserts. Rounds alternate the order of the
// forms, so the machine's drift falls on each alike.
import pg from 'pg';
import { runBatch, statementName, type BatchStatement } from '@rentals/gateway/batch';
import { scopeText } from '@rentals/gateway/scope';
import { testAuthenticatorPassword } from '@rentals/db/testing';
import { authenticatorUrl } from '@rentals/gateway/server';
import { childrenCpuDelta, childrenCpuMs } from './cpu.ts';
import { insertRow } from './workloads.ts';
import { removeInserted } from './fixture.ts';
import { roundOrder } from './rounds.ts';
import { withSeededCluster } from './seededCluster.ts';

const CALLS = Number(process.env.CALLS ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const CONNECTIONS = 10;

const GUCS = `nullif(current_setting('response.headers', true), '') as "response_headers", ` +
  `nullif(current_setting('response.status', true), '') as "response_status"`;

await withSeededCluster(async ({ url, fixture, postmaster }) => {
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const { rows: columns } = await admin.query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = 'public.property_images'::regclass and attnum > 0 and not attisdropped order by attnum`);
  await admin.end();
  const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const returning = `(select row_to_json("_r") from (select ${columns.map((c) => `"t0".${ident(c.name)}`).join(', ')}) as "_r")::text as "body"`;
  const dml = `insert into "public"."property_images" as "t0" ("property_id", "url", "position") ` +
    `select "_p"."property_id", "_p"."url", "_p"."position" from json_populate_recordset(null::"public"."property_images", $1::json) as "_p" returning ${returning}`;
  const settings = `select ${GUCS}`;

  const pool = new pg.Pool({ connectionString: authenticatorUrl(url, testAuthenticatorPassword()), max: CONNECTIONS });
  pool.on('error', () => {});
  const claims = JSON.stringify({ iss: 'supabase', ref: 'local', role: 'service_role', iat: 1795720728, exp: 2111080728 });
  const headers = JSON.stringify({ host: '127.0.0.1', 'content-type': 'application/json', prefer: 'return=representation', 'x-forwarded-for': '127.0.0.1' });
  const scopeSql = scopeText(1);
  const scope = (): BatchStatement => ({
    name: statementName(scopeSql), text: scopeSql, rows: false,
    values: ['service_role', claims, '', headers, 'POST', '/property_images', '{}', null, Date.now() + 60_000],
  });
  const named = (text: string, values: unknown[]): BatchStatement => ({ name: statementName(text), text, values });

  const forms: Array<{ label: string; statements: (json: string) => BatchStatement[] }> = [
    { label: 'the write, then a statement reading the settings', statements: (json) => [named(dml, [json]), named(settings, [])] },
    { label: 'one statement: the written rows, then a row of settings (union all)', statements: (json) => [
      named(`with "pgrst_written" as (${dml}) select "body", null as "response_headers", null as "response_status" from "pgrst_written" union all select null, ${GUCS}`, [json]),
    ] },
    { label: 'one statement: the settings with every written row (RETURNING)', statements: (json) => [named(`${dml}, ${GUCS}`, [json])] },
    { label: 'the write alone (no settings read: the floor)', statements: (json) => [named(dml, [json])] },
  ];

  let offset = 2_000_000;
  const figures = new Map<string, string[]>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const form of roundOrder(forms, round)) {
      const first = offset;
      offset += CALLS;
      let next = 0;
      const before = childrenCpuMs(postmaster);
      const own = process.cpuUsage();
      await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
        while (next < CALLS) {
          const json = JSON.stringify([insertRow(fixture, first + next)]);
          next += 1;
          const client = await pool.connect();
          try {
            await runBatch(client, [scope(), ...form.statements(json)]);
          } finally {
            client.release();
          }
        }
      }));
      const after = childrenCpuMs(postmaster);
      const used = process.cpuUsage(own);
      const pgUs = before && after ? ((childrenCpuDelta(before, after) * 1000) / CALLS).toFixed(0) : '?';
      const clientUs = ((used.user + used.system) / CALLS).toFixed(0);
      figures.set(form.label, [...(figures.get(form.label) ?? []), `${pgUs} / ${clientUs}`]);
    }
  }
  console.log(`| write statement | PostgreSQL / client CPU per insert (µs), ${Array.from({ length: ROUNDS }, (_, i) => `round ${i + 1}`).join(' | ')} |`);
  console.log(`| --- |${' ---: |'.repeat(ROUNDS)}`);
  for (const [label, values] of figures) console.log(`| ${label} | ${values.join(' | ')} |`);
  await pool.end();
  await removeInserted(url);
});
