import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

describe('delete (§7.19)', () => {
  it('answers 204 with Content-Range */2 when counting', async () => {
    const res = await fx.fetch('/properties?id=in.(2,3)', { method: 'DELETE', token: fx.tokenA, headers: { Prefer: 'count=exact', 'Content-Type': 'application/json' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-range')).toBe('*/2');
    expect(await fx.sql('select id from properties where id in (2, 3)')).toEqual([]);
  });

  it('returns the deleted object with representation and the singular Accept', async () => {
    const res = await fx.fetch('/properties?id=eq.7', {
      method: 'DELETE', token: fx.tokenA, headers: { Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 7, title: 'Hidden sea view' });
  });

  it("deletes nothing that RLS hides (another user's rows)", async () => {
    const { error, count } = await fx.client(fx.tokenA).from('properties').delete({ count: 'exact' }).eq('id', 4);
    expect(error).toBeNull();
    expect(count).toBe(0);
    expect(await fx.sql('select id from properties where id = 4')).toEqual([{ id: '4' }]);
  });
});
