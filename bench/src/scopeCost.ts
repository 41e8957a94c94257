// `node bench/src/scopeCost.ts`: what the gateway's scope statement costs PostgreSQL per
// transaction, part by part. The insert workload's statement runs as the service role, 10 at a time,
// inside the transaction the gateway sends (begin, scope, statement, commit in one round trip), once
// with the baseline's scope (`pg (scoped)`: role and claims only) and once per form of the gateway's;
// the CPU of PostgreSQL's backends (from /proc) is divided by the transactions. Two rounds, so the
// spread of the machine shows.
import pg from 'pg';
import { statementName, type BatchStatement } from '@rentals/gateway/batch';
import { scopeText } from '@rentals/gateway/scope';
import { testAuthenticatorPassword } from '@rentals/db/testing';
import { authenticatorUrl } from '@rentals/gateway/server';
import { SCOPE_SQL, scopeClaims } from './baselineScope.ts';
import { printFormCosts } from './backendCost.ts';
import { removeInserted } from './fixture.ts';
import { withSeededCluster } from './seededCluster.ts';
import { makeWorkloads } from './workloads.ts';

const CALLS = Number(process.env.CALLS ?? 5000);

/** The scope statement every request sent until the parts became optional (gateway/src/scope.ts), for the comparison. */
const BEFORE_SQL = `select (select pg_catalog.pg_terminate_backend(pg_catalog.pg_backend_pid()) where $10::float8 < extract(epoch from pg_catalog.clock_timestamp()) * 1000),
              set_config('search_path', coalesce($11, 'public, extensions'), true),
              set_config('plan_cache_mode', $12, true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.headers', $4, true),
              set_config('request.method', $5, true),
              set_config('request.path', $6, true),
              set_config('timezone', coalesce($7, current_setting('timezone')), true),
              set_config('request.cookies', $8, true),
              (select count(set_config(s.key, s.value, true)) from json_each_text($9::json) as s)`;
const CONNECTIONS = 10;

await withSeededCluster(async ({ url, fixture, postmaster }) => {
  const insert = makeWorkloads(fixture).find((w) => w.name === 'insert');
  if (!insert) throw new Error('no insert workload');
  const pool = new pg.Pool({ connectionString: authenticatorUrl(url, testAuthenticatorPassword()), max: CONNECTIONS });
  pool.on('error', () => {});

  const claims = JSON.stringify({ iss: 'supabase', ref: 'local', role: 'service_role', iat: 1795720728, exp: 2111080728 });
  const headers = JSON.stringify({ host: '127.0.0.1', 'content-type': 'application/json', prefer: 'return=representation', 'x-forwarded-for': '127.0.0.1' });
  // The gateway's values, in scope.ts's order: the eight always sent, then each optional part's one.
  const always = ['service_role', claims, '', headers, 'POST', '/property_images', '{}', null];
  const parts: Array<{ label: string; bit: number; value: () => unknown }> = [
    { label: 'give-up check', bit: 0, value: () => Date.now() + 60_000 },
    // Set to the connection's own `auto`: force_custom_plan would measure planning the insert again.
    { label: 'plan_cache_mode', bit: 1, value: () => 'auto' },
    { label: 'timezone', bit: 2, value: () => 'Asia/Kolkata' },
  ];
  // A role's own setting (ALTER ROLE … SET), as anon and authenticated have a statement_timeout.
  const setting = ['statement_timeout', '8s'];
  const gatewayScope = (present: number, settings = 0): BatchStatement => {
    const text = scopeText(present, settings);
    const values = [...always, ...parts.filter((p) => present & (1 << p.bit)).map((p) => p.value()), ...(settings ? setting : [])];
    return { name: statementName(text), text, values, rows: false };
  };
  const forms: Array<{ label: string; scope: () => BatchStatement }> = [
    { label: 'baseline scope (role and claims)', scope: () => ({ name: 'bench_scope', text: SCOPE_SQL, values: ['service_role', scopeClaims('service_role')], rows: false }) },
    { label: 'gateway scope before, as every request sent it', scope: () => ({
      name: 'before_scope', text: BEFORE_SQL, rows: false,
      values: ['service_role', claims, '', headers, 'POST', '/property_images', null, '{}', '{}', Date.now() + 60_000, null, 'auto'],
    }) },
    { label: 'gateway scope, as an insert sends it (give-up check)', scope: () => gatewayScope(1) },
    { label: 'gateway scope, every part', scope: () => gatewayScope(0b111, 1) },
  ];
  for (const part of parts.slice(1)) forms.push({ label: `gateway scope, give-up check and ${part.label}`, scope: () => gatewayScope(1 | (1 << part.bit)) });
  forms.push({ label: "gateway scope, give-up check and a role's own setting", scope: () => gatewayScope(1, 1) });

  // Each call inserts a row of its own, numbered past the fixture's.
  await printFormCosts('scope statement', forms.map((form) => ({
    label: form.label,
    batch: (n) => {
      const call = insert.sql(1_000_000 + n);
      return [
        { text: 'begin', values: [], rows: false },
        form.scope(),
        { name: statementName(call.text), text: call.text, values: call.values },
        { text: 'commit', values: [], rows: false },
      ];
    },
  })), { pool, postmaster, calls: CALLS, connections: CONNECTIONS });
  await pool.end();
  await removeInserted(url);
});
