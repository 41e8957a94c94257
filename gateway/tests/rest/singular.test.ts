import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

const object = { Accept: 'application/vnd.pgrst.object+json' };

describe('singular responses (§7.6)', () => {
  it('returns a bare object with the object media type', async () => {
    const res = await fx.fetch('/properties?id=eq.1', { headers: object });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await res.json()).toMatchObject({ id: 1, title: 'Sea View Flat' });
  });

  it('answers 406 PGRST116 for zero or several rows', async () => {
    const none = await fx.fetch('/properties?id=eq.999999', { headers: object });
    expect(none.status).toBe(406);
    expect(await none.json()).toEqual({
      code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 0 rows', hint: null,
    });
    const many = await fx.fetch('/properties', { headers: object });
    expect((await many.json() as { details: string }).details).toBe('The result contains 5 rows');
  });

  it('works with supabase-js single() and maybeSingle()', async () => {
    const one = await fx.client().from('cities').select('name').eq('id', 1).single();
    expect(one.data).toEqual({ name: 'Pune' });
    const missing = await fx.client().from('cities').select('name').eq('id', 99).single();
    expect(missing.error?.code).toBe('PGRST116');
    expect(missing.status).toBe(406);
    const maybe = await fx.client().from('cities').select('name').eq('id', 99).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('rolls back a singular insert of several rows', async () => {
    const res = await fx.fetch('/cities', {
      method: 'POST',
      headers: { ...object, Prefer: 'return=representation', 'Content-Type': 'application/json' },
      body: JSON.stringify([{ id: 20, name: 'X' }, { id: 21, name: 'Y' }]),
    });
    expect(res.status).toBe(406);
    expect(await fx.sql('select id from cities where id in (20, 21)')).toEqual([]);
  });
});
