import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpStatusForSqlState } from '../../src/errors.ts';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

const codeOf = async (res: Response) => (await res.json() as { code: string }).code;

describe('errors (§7.21)', () => {
  it('answers schema-cache misses and parse errors with PostgREST codes', async () => {
    const table = await fx.fetch('/nope');
    expect(table.status).toBe(404);
    expect(await table.json()).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.nope' in the schema cache" });
    const near = await fx.fetch('/citys');
    expect((await near.json() as { hint: string }).hint).toBe("Perhaps you meant the table 'public.cities'");
    const column = await fx.fetch('/properties?select=nope');
    expect(column.status).toBe(400);
    expect(await codeOf(column)).toBe('42703');
    const op = await fx.fetch('/properties?rent=foo.1');
    expect(op.status).toBe(400);
    expect(await codeOf(op)).toBe('PGRST100');
    const col = await fx.fetch('/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"nope":1}' });
    expect(col.status).toBe(400);
    expect(await codeOf(col)).toBe('PGRST204');
  });

  it('refuses unexposed schemas and unavailable media types with 406', async () => {
    const schema = await fx.fetch('/properties', { headers: { 'Accept-Profile': 'secret' } });
    expect(schema.status).toBe(406);
    expect(await schema.json()).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: secret' });
    const media = await fx.fetch('/properties', { headers: { Accept: 'application/xml' } });
    expect(media.status).toBe(406);
    expect(await codeOf(media)).toBe('PGRST107');
  });

  it('refuses unknown preferences only under handling=strict (PGRST122)', async () => {
    expect((await fx.fetch('/cities', { headers: { Prefer: 'count=exact, frobnicate=yes' } })).status).toBe(200);
    const strict = await fx.fetch('/cities', { headers: { Prefer: 'handling=strict, frobnicate=yes' } });
    expect(strict.status).toBe(400);
    expect(await codeOf(strict)).toBe('PGRST122');
  });

  it('answers bad paths, methods and embedded operators', async () => {
    expect((await fx.fetch('/properties/1')).status).toBe(404);
    const embedOp = await fx.fetch('/properties?select=id,cities(name)&cities=eq.1');
    expect(await codeOf(embedOp)).toBe('PGRST120');
    const ambiguousFree = await fx.fetch('/properties?select=id,profiles(full_name)&limit=1');
    expect(ambiguousFree.status).toBe(200);
  });

  it('follows the SQLSTATE → HTTP table of §2.15', () => {
    expect(httpStatusForSqlState('42501', 'permission denied', true)).toBe(401);
    expect(httpStatusForSqlState('42501', 'permission denied', false)).toBe(403);
    expect(httpStatusForSqlState('23505', '', false)).toBe(409);
    expect(httpStatusForSqlState('23503', '', false)).toBe(409);
    expect(httpStatusForSqlState('25006', '', false)).toBe(405);
    expect(httpStatusForSqlState('P0001', '', false)).toBe(400);
    expect(httpStatusForSqlState('42883', '', false)).toBe(404);
    expect(httpStatusForSqlState('42P01', '', false)).toBe(404);
    expect(httpStatusForSqlState('08006', '', false)).toBe(503);
    expect(httpStatusForSqlState('57P01', '', false)).toBe(503);
    expect(httpStatusForSqlState('57014', '', false)).toBe(500);
    expect(httpStatusForSqlState('22023', 'role "x" does not exist', false)).toBe(401);
    expect(httpStatusForSqlState('22023', 'other', false)).toBe(400);
    expect(httpStatusForSqlState('PT402', '', false)).toBe(402);
    expect(httpStatusForSqlState('21000', 'UPDATE requires a WHERE clause', false)).toBe(400);
    expect(httpStatusForSqlState('42P17', '', false)).toBe(500);
    expect(httpStatusForSqlState('22P02', '', false)).toBe(400);
  });

  it('lets SQL raise a full PostgREST error with RAISE SQLSTATE PGRST', async () => {
    await fx.sql(`create function public.pay() returns void language plpgsql as $$
      begin raise sqlstate 'PGRST' using message = '{"code":"P402","message":"Payment required","details":"Pay first","hint":null}',
        detail = '{"status":402,"headers":{"X-Powered-By":"rentals"}}'; end $$`);
    await fx.sql(`notify pgrst, 'reload schema'`);
    await expect.poll(async () => (await fx.fetch('/rpc/pay', { method: 'POST' })).status, { timeout: 5000 }).toBe(402);
    const res = await fx.fetch('/rpc/pay', { method: 'POST' });
    expect(res.headers.get('x-powered-by')).toBe('rentals');
    expect(await res.json()).toEqual({ code: 'P402', message: 'Payment required', details: 'Pay first', hint: null });
  });
});
