import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

const patch = (query: string, body: unknown, token: string, headers: Record<string, string> = {}) =>
  fx.fetch(`/properties?${query}`, { method: 'PATCH', token, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const singular = { Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=representation' };

describe('update (§7.16)', () => {
  it("answers 406 PGRST116 when RLS hides the row, leaving it unchanged", async () => {
    const res = await patch('id=eq.1', { title: 'hack' }, fx.tokenB, singular);
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 0 rows', hint: null,
    });
    const [row] = await fx.sql<{ title: string }>('select title from properties where id = 1');
    expect(row?.title).toBe('Sea View Flat');
  });

  it('returns the updated object to the owner', async () => {
    const res = await patch('id=eq.1', { title: 'Sea View Flat, renovated' }, fx.tokenA, singular);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 1, title: 'Sea View Flat, renovated' });
  });

  it('answers 204 with Content-Range 0-0/* without Accept or Prefer', async () => {
    const res = await patch('id=eq.1', { rent: 26000 }, fx.tokenA);
    expect(res.status).toBe(204);
    expect(res.headers.get('content-range')).toBe('0-0/*');
  });

  it('rolls back a singular update that matched several rows', async () => {
    const res = await patch('id=in.(1,2)', { rent: 1 }, fx.tokenA, singular);
    expect(res.status).toBe(406);
    expect((await res.json() as { details: string }).details).toBe('The result contains 2 rows');
    const rows = await fx.sql<{ rent: number }>('select rent from properties where id in (1, 2) order by id');
    expect(rows.map((r) => r.rent)).toEqual([26000, 8000]);
  });

  it('updates many through supabase-js with a count, and refuses max-affected violations', async () => {
    const { data, count, error } = await fx.client(fx.tokenA).from('properties').update({ status: 'active' }, { count: 'exact' })
      .in('id', [2, 3]).select('id,status');
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toEqual([{ id: 2, status: 'active' }, { id: 3, status: 'active' }]);
    const strict = await patch('owner_id=not.is.null', { rent: 2 }, fx.tokenA, { Prefer: 'handling=strict, max-affected=1' });
    expect(strict.status).toBe(400);
    expect((await strict.json() as { code: string }).code).toBe('PGRST124');
  });
});
