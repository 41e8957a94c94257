import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

const counted = { Prefer: 'count=exact' };

describe('range and count', () => {
  it('answers a partial page with 206 and Content-Range 0-1/5 (§7.3)', async () => {
    const query = '/properties?select=id,title&status=eq.active&order=id.asc&offset=0&limit=2';
    const res = await fx.fetch(query, { headers: counted });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-1/5');
    const rows = await res.json() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'title']);
    const plain = await fx.fetch(query);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-range')).toBe('0-1/*');
  });

  it('answers empty reads with */0 and reads past the end with 416 PGRST103 (§7.4)', async () => {
    const empty = await fx.fetch('/properties?id=eq.-1', { headers: counted });
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-range')).toBe('*/0');
    expect(await empty.json()).toEqual([]);
    const past = await fx.fetch('/properties?offset=10&limit=5', { headers: counted });
    expect(past.status).toBe(416);
    expect(await past.json()).toEqual({
      code: 'PGRST103', message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 5 rows.', hint: null,
    });
  });

  it('counts on HEAD without a body (§7.5)', async () => {
    const res = await fx.fetch('/properties?select=*', { method: 'HEAD', headers: counted });
    expect([200, 206]).toContain(res.status);
    expect(res.headers.get('content-range')).toBe('0-4/5');
    expect(await res.text()).toBe('');
    const { count, data } = await fx.client().from('properties').select('*', { count: 'planned', head: true });
    expect(count, 'the planner\'s estimate, at least the rows it answered').toBeGreaterThanOrEqual(5);
    expect(data).toBeNull();
  });

  it('honours the Range header, intersected with limit/offset', async () => {
    const res = await fx.fetch('/properties?select=id&order=id', { headers: { Range: '1-2', 'Range-Unit': 'items' } });
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }]);
    expect(res.headers.get('content-range')).toBe('1-2/*');
  });

  it('reads ra-data-postgrest style pages with numeric totals', async () => {
    const { data, count } = await fx.client().from('properties').select('id', { count: 'exact' }).order('id').range(2, 3);
    expect(data).toEqual([{ id: 3 }, { id: 4 }]);
    expect(count).toBe(5);
  });

  it('caps every response at db-max-rows (1000)', async () => {
    await fx.sql(`insert into cities (id, name) select g, 'c' || g from generate_series(100, 1300) g`);
    const res = await fx.fetch('/cities?select=id', { headers: counted });
    expect((await res.json() as unknown[]).length).toBe(1000);
    expect(res.headers.get('content-range')).toBe('0-999/1205');
    expect(res.status).toBe(206);
  });

  it('counts exactly up to db-max-rows with count=estimated, and estimates past it without reading every row', async () => {
    // Every row the policy looks at is counted in the transaction and reported in a response header
    // (through response.headers), so the test sees how many rows PostgreSQL really read.
    await fx.sql(`
      create function public.read_row() returns boolean language plpgsql volatile as $$
      declare
        _n int := coalesce(nullif(current_setting('test.rows_read', true), ''), '0')::int + 1;
      begin
        perform set_config('test.rows_read', _n::text, true);
        perform set_config('response.headers', json_build_array(json_build_object('x-rows-read', _n::text))::text, true);
        return true;
      end $$;
      create table public.readings (id int primary key);
      insert into public.readings select g from generate_series(1, 5000) g;
      alter table public.readings enable row level security;
      create policy readings_select_anon on public.readings for select to anon using (public.read_row());
      grant select on public.readings to anon;
      analyze public.readings;
      notify pgrst, 'reload schema';`);
    await expect.poll(async () => (await fx.fetch('/readings?limit=1')).status, { timeout: 5000 }).toBe(200);

    const small = await fx.fetch('/properties?select=id', { headers: { Prefer: 'count=estimated' } });
    expect(small.headers.get('content-range'), 'under the threshold the count is exact').toBe('0-4/5');

    const estimated = await fx.fetch('/readings?select=id&order=id&limit=5', { headers: { Prefer: 'count=estimated' } });
    const read = Number(estimated.headers.get('x-rows-read'));
    const total = Number(estimated.headers.get('content-range')?.split('/')[1]);
    expect(estimated.status).toBe(206);
    expect(total, 'past db-max-rows: an estimate, never below what was seen').toBeGreaterThan(1000);
    expect(read, 'rows read: the page and at most db-max-rows + 1 for the count').toBeLessThanOrEqual(1001 + 5);

    const exact = await fx.fetch('/readings?select=id&order=id&limit=5', { headers: { Prefer: 'count=exact' } });
    expect(exact.headers.get('content-range')).toBe('0-4/5000');
    expect(Number(exact.headers.get('x-rows-read')), 'an exact count reads every row').toBeGreaterThanOrEqual(5000);

    const planned = await fx.client().from('readings').select('id', { count: 'planned', head: true });
    expect(planned.count, 'planned: the estimate alone').toBeGreaterThan(0);
  });

  it('asks the planner once for the same question by the same caller; another caller or a schema reload asks again', async () => {
    await fx.sql(`
      create table public.tallies (id int primary key);
      insert into public.tallies select g from generate_series(1, 5000) g;
      alter table public.tallies enable row level security;
      create policy tallies_select on public.tallies for select to anon, authenticated using (true);
      grant select on public.tallies to anon, authenticated;
      analyze public.tallies;
      notify pgrst, 'reload schema';`);
    await expect.poll(async () => (await fx.fetch('/tallies?limit=1')).status, { timeout: 5000 }).toBe(200);
    const planned = async (token?: string) => {
      const res = await fx.fetch('/tallies?select=id&limit=1', { headers: { Prefer: 'count=planned' }, token });
      expect(res.status).toBe(206);
      return Number(res.headers.get('content-range')?.split('/')[1]);
    };
    const first = await planned();
    expect(first).toBeGreaterThan(4000);
    expect(first).toBeLessThan(6000);

    // The table grows fivefold and is analysed: a new question to the planner would say so.
    await fx.sql(`insert into public.tallies select g from generate_series(5001, 25000) g; analyze public.tallies;`);
    expect(await planned(), 'the same caller within the time an estimate is kept').toBe(first);
    expect(await planned(fx.tokenA), 'another caller asks the planner').toBeGreaterThan(20000);

    await fx.sql(`notify pgrst, 'reload schema'`);
    await expect.poll(() => planned(), { timeout: 5000, message: 'a reloaded schema asks again' }).toBeGreaterThan(20000);
  });
});
