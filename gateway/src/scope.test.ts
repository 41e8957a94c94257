import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testAuthenticatorPassword, type TestDatabase } from '@rentals/db/testing';
import { scopeText, withScopedChoice, withScopedStatements, type RequestScope } from './scope.ts';
import { authenticatorUrl } from './server.ts';

let db: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 1 });
  await pool.query('create table choice_probe (n int)');
  await pool.query('grant insert, select on choice_probe to service_role');
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const scope = (role: string, readOnly = false): RequestScope => ({
  role, claims: { role }, headers: {}, method: 'GET', path: '/probe', readOnly,
});
const xact = 'select pg_catalog.pg_current_xact_id()::text as xact, current_user as who';

describe('withScopedChoice', () => {
  it('asks its question and runs the statement it chooses in one transaction, as the request\'s role', async () => {
    let seen: Record<string, unknown>[] = [];
    const { rows, ahead } = await withScopedChoice(pool, scope('service_role'), { text: xact, values: [] }, (aheadRows) => {
      seen = aheadRows;
      return { text: xact, values: [] };
    });
    expect(seen).toEqual(ahead);
    expect(ahead[0]?.who).toBe('service_role');
    expect(rows[0]).toEqual(ahead[0]);
  });

  it('commits the chosen statement when nothing checks it, and rolls it back when the check throws', async () => {
    const insert = (n: number) => ({ text: 'insert into choice_probe values ($1) returning n', values: [n] });
    await withScopedChoice(pool, scope('service_role'), { text: 'select 1', values: [] }, () => insert(1));
    await expect(withScopedChoice(pool, scope('service_role'), { text: 'select 1', values: [] }, () => insert(2), () => {
      throw new Error('refused');
    })).rejects.toThrow('refused');
    const { rows } = await pool.query<{ n: number }>('select n from choice_probe order by n');
    expect(rows.map((r) => r.n)).toEqual([1]);
  });

  it('fails without running a choice when the question fails', async () => {
    let chosen = false;
    await expect(withScopedChoice(pool, scope('anon', true), { text: 'select 1/0', values: [] }, () => {
      chosen = true;
      return { text: 'select 1', values: [] };
    })).rejects.toThrow(/division by zero/);
    expect(chosen).toBe(false);
    // The connection is usable again: the failed transaction was rolled back.
    expect((await pool.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
  });
});

describe('withScopedStatements', () => {
  const count = async (n: number) => Number((await pool.query('select count(*) as c from choice_probe where n = $1', [n])).rows[0].c);

  it('commits a write that nothing checks, run as the request\'s role in the scope\'s transaction', async () => {
    const [[row] = []] = await withScopedStatements(pool, scope('service_role'), [{
      text: 'insert into choice_probe values ($1) returning n, current_user as who, current_setting(\'request.path\') as path', values: [11],
    }]);
    expect(row).toEqual({ n: 11, who: 'service_role', path: '/probe' });
    expect(await count(11)).toBe(1);
  });

  it('rolls a failed write back whole and leaves the connection ready, with no transaction left open', async () => {
    await expect(withScopedStatements(pool, scope('service_role'), [{
      text: 'with i as (insert into choice_probe values ($1) returning n) select n / 0 from i', values: [12],
    }])).rejects.toThrow(/division by zero/);
    expect(await count(12)).toBe(0);
    const { rows } = await pool.query<{ state: string }>("select current_setting('transaction_read_only') as state");
    expect(rows[0]?.state).toBe('off');
    expect((await pool.query('select current_user as who')).rows[0]).not.toEqual({ who: 'service_role' });
  });

  it('keeps a read in a read-only transaction, so what it calls cannot write', async () => {
    await expect(withScopedStatements(pool, scope('service_role', true), [{
      text: 'insert into choice_probe values ($1) returning n', values: [13],
    }])).rejects.toThrow(/read-only transaction/);
    expect(await count(13)).toBe(0);
  });

  it('runs a read without begin and commit, read committed, and nothing it calls can make it read-write', async () => {
    const [[row] = []] = await withScopedStatements(pool, scope('service_role', true), [{
      text: `select current_setting('transaction_read_only') as ro, current_setting('transaction_isolation') as iso,
        pg_catalog.pg_current_xact_id_if_assigned() is null as no_xid`, values: [],
    }]);
    expect(row).toEqual({ ro: 'on', iso: 'read committed', no_xid: true });
    for (const undo of ["select set_config('transaction_read_only', 'off', true)", 'set local transaction_read_only = off']) {
      await expect(withScopedStatements(pool, scope('service_role', true), [{ text: undo, values: [] }]))
        .rejects.toThrow(/read-write mode must be set before any query/);
    }
    await expect(withScopedStatements(pool, scope('service_role', true), [
      { text: 'select 1', values: [] },
      { text: 'insert into choice_probe values ($1)', values: [15] },
    ])).rejects.toThrow(/read-only transaction/);
    expect(await count(15)).toBe(0);
    // Read-only ends with the read's transaction: the next write on the same connection commits.
    await withScopedStatements(pool, scope('service_role'), [{ text: 'insert into choice_probe values ($1)', values: [16] }]);
    expect(await count(16)).toBe(1);
  });

  it('rolls back a write its check refuses', async () => {
    await expect(withScopedStatements(pool, scope('service_role'), [{ text: 'insert into choice_probe values ($1) returning n', values: [14] }], () => {
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(await count(14)).toBe(0);
  });
});

describe('the scope statement', () => {
  const seen = `select current_user as who, current_setting('request.jwt.claims') as claims,
    current_setting('request.jwt.claim.sub') as sub, current_setting('request.headers') as headers,
    current_setting('request.method') as method, current_setting('request.path') as path,
    current_setting('request.cookies') as cookies, current_setting('search_path') as search_path,
    current_setting('plan_cache_mode') as plan, current_setting('timezone') as tz,
    current_setting('statement_timeout') as timeout, current_setting('work_mem') as work_mem`;
  const run = async (extra: Partial<RequestScope>) => {
    const [[row] = []] = await withScopedStatements(pool, { ...scope('authenticated'), ...extra }, [{ text: seen, values: [] }]);
    return row as Record<string, string>;
  };

  it('carries the caller and the request in every transaction, with nothing optional asked for', async () => {
    const row = await run({
      claims: { sub: '3f1c2a94-5b7e-4d1a-9c3e-2b8f6a1d0e47', role: 'anon' }, headers: { prefer: 'count=exact' },
      cookies: { theme: 'dark' }, method: 'POST', path: '/properties', planMode: 'auto',
    });
    expect(row).toMatchObject({
      who: 'authenticated', sub: '3f1c2a94-5b7e-4d1a-9c3e-2b8f6a1d0e47', method: 'POST', path: '/properties',
      search_path: 'public, extensions', plan: 'auto',
    });
    // The claims carry the resolved role, never the one the token's body says.
    expect(JSON.parse(row.claims as string)).toEqual({ sub: '3f1c2a94-5b7e-4d1a-9c3e-2b8f6a1d0e47', role: 'authenticated' });
    expect(JSON.parse(row.headers as string)).toEqual({ prefer: 'count=exact' });
    expect(JSON.parse(row.cookies as string)).toEqual({ theme: 'dark' });
  });

  it('plans per value unless the request says one plan fits, and sets the time zone and the role\'s own settings only when there are some', async () => {
    const defaults = await run({});
    expect(defaults.plan).toBe('force_custom_plan');
    const zone = defaults.tz;
    const chosen = await run({ timezone: 'Asia/Kolkata', settings: { statement_timeout: '7s', work_mem: '8MB' }, planMode: 'auto' });
    expect(chosen).toMatchObject({ tz: 'Asia/Kolkata', timeout: '7s', plan: 'auto', work_mem: '8MB' });
    // Transaction-local: the next request on the same connection is back to the connection's own.
    expect(await run({ planMode: 'auto' })).toMatchObject({ tz: zone, timeout: defaults.timeout });
  });

  it('keeps one text per combination of optional parts, numbering their values in order', () => {
    expect(scopeText(0)).not.toMatch(/\$9/);
    expect(scopeText(0b010, 1)).toContain("set_config('plan_cache_mode', $9, true)");
    expect(scopeText(0b010, 1)).toContain('set_config($10, $11, true)');
    expect(scopeText(0b010, 1)).not.toContain('pg_terminate_backend');
    expect(scopeText(0b101)).toMatch(/^select case when \$9::float8 < .*pg_terminate_backend/);
    expect(scopeText(0b101)).toContain("set_config('timezone', $10, true)");
    expect(scopeText(0, 2)).toMatch(/set_config\(\$9, \$10, true\),\s+set_config\(\$11, \$12, true\)$/);
    expect(scopeText(0b010, 1)).toBe(scopeText(0b010, 1));
  });
});

describe('the give-up check', () => {
  // What reaches a resumed server after the gateway gave up, as the role the gateway connects with:
  // the session must end itself before it runs anything, and not fail as the role it switched to.
  const lateScope = (role: string, readOnly: boolean) => ({
    text: scopeText(0b001, 0, readOnly),
    values: [role, JSON.stringify({ role }), '', '{}', 'GET', '/probe', '{}', null, Date.now() - 1_000],
  });

  for (const [role, readOnly] of [['anon', true], ['authenticated', false], ['service_role', false]] as const) {
    it(`ends the session of a late ${role} request instead of refusing it`, async () => {
      const late = new pg.Client({ connectionString: authenticatorUrl(db.url, testAuthenticatorPassword()) });
      late.on('error', () => {});
      await late.connect();
      try {
        const failure = await late.query(lateScope(role, readOnly)).then(() => null, (error: { code?: string }) => error);
        expect(failure?.code, 'terminated by its own give-up check (57P01), not 42501').toBe('57P01');
      } finally {
        await late.end().catch(() => {});
      }
    });
  }
});
