import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

// PostgREST behaviours found missing by a run of postgrest-js's own test suite (issue 20). `hosted`
// runs with hosted Supabase's settings, `dev` with the ones postgrest-js's suite turns on.
const sql = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fidelity.sql'), 'utf8');
let hosted: Fixture;
let dev: Fixture;
beforeAll(async () => {
  [hosted, dev] = await Promise.all([
    startFixture({ sql }),
    startFixture({ sql, rest: { schemas: ['public', 'personal'], txEnd: 'commit-allow-override', aggregates: true, plan: true } }),
  ]);
});
afterAll(async () => {
  await Promise.all([hosted?.close(), dev?.close()]);
});

const json = { 'Content-Type': 'application/json' };
const body = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('computed fields and computed relationships (functions of a row)', () => {
  it('selects, filters and orders by a computed field, which * leaves out', async () => {
    const { data, error } = await hosted.client().from('messages').select('id, blurb').eq('blurb', 'Hel');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, blurb: 'Hel' }]);
    const star = await hosted.client().from('messages').select('*, blurb').order('blurb', { ascending: false }).limit(1);
    expect(star.data).toEqual([{ id: 2, message: 'Namaste', username: 'bala', channel_id: 1, blurb: 'Nam' }]);
  });

  it('embeds the rows a function of the parent row returns, chosen among overloads by the row type', async () => {
    const channels = await hosted.client().from('channels').select('id, all:channel_messages(id, blurb)').order('id');
    expect(channels.error).toBeNull();
    expect(channels.data).toEqual([{ id: 1, all: [{ id: 1, blurb: 'Hel' }, { id: 2, blurb: 'Nam' }] }, { id: 2, all: [{ id: 3, blurb: 'Lat' }] }]);
    const members = await hosted.client().from('members').select('username, member_messages(id), first:first_message(id)').order('username');
    expect(members.data).toEqual([
      { username: 'asha', member_messages: [{ id: 1 }, { id: 3 }], first: { id: 1 } },
      { username: 'bala', member_messages: [{ id: 2 }], first: { id: 2 } },
      { username: 'chitra', member_messages: [], first: null },
    ]);
    const inner = await hosted.client().from('members').select('username, first_message!inner(id)').order('username');
    expect(inner.data?.map((m) => m.username)).toEqual(['asha', 'bala']);
  });

  it('is not a relationship of another table: 400 PGRST200', async () => {
    const res = await hosted.fetch('/channels?select=id,first_message(*)');
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ code: 'PGRST200' });
  });
});

describe('Prefer: tx=rollback under db-tx-end', () => {
  it('rolls a write back when db-tx-end allows the override, answering as if committed', async () => {
    const res = await dev.fetch('/channels?select=id,slug', {
      method: 'POST', headers: { ...json, Prefer: 'return=representation, tx=rollback' }, body: JSON.stringify({ id: 9, slug: 'gone' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ id: 9, slug: 'gone' }]);
    expect(res.headers.get('preference-applied')).toContain('tx=rollback');
    expect(await dev.sql('select id from public.channels where id = 9')).toEqual([]);
    const { data, error } = await dev.client().from('folders').delete().eq('id', 2).select('name').rollback();
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'docs' }]);
    expect(await dev.sql('select id from public.folders where id = 2')).toEqual([{ id: '2' }]);
  });

  it('commits anyway with hosted Supabase’s db-tx-end = commit', async () => {
    const res = await hosted.fetch('/channels', {
      method: 'POST', headers: { ...json, Prefer: 'tx=rollback' }, body: JSON.stringify({ id: 8, slug: 'kept' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBeNull();
    expect(await hosted.sql('select id from public.channels where id = 8')).toEqual([{ id: '8' }]);
  });
});

describe('RPC with unnamed parameters and ambiguous overloads', () => {
  it('passes {"": value} to the single unnamed text parameter', async () => {
    const { data, error } = await hosted.client().rpc('unnamed_text', { '': 'chai' });
    expect(error).toBeNull();
    expect(data).toBe('got chai');
  });

  it('does not serve a function whose unnamed parameter is not json, jsonb, text, xml or bytea (PGRST202)', async () => {
    const res = await hosted.fetch('/rpc/unnamed_int', { method: 'POST', headers: json, body: JSON.stringify({ '': 1 }) });
    expect(res.status).toBe(404);
    expect(await body(res)).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.unnamed_int() in the schema cache',
      details: 'Searched for the function public.unnamed_int with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.unnamed_text',
    });
  });

  it('lists the candidates and a hint when overloads cannot be told apart (300 PGRST203)', async () => {
    const res = await hosted.fetch('/rpc/pick', { method: 'POST', headers: json, body: JSON.stringify({ a: 'x' }) });
    expect(res.status).toBe(300);
    expect(await body(res)).toEqual({
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    const none = await hosted.fetch('/rpc/unnamed_default', { method: 'POST', headers: json, body: '{}' });
    expect((await body(none)).message).toBe(
      'Could not choose the best candidate function between: public.unnamed_default(), public.unnamed_default( => text)');
  });
});

describe('aggregates under db-aggregates-enabled', () => {
  it('refuses them with 400 PGRST123 as hosted Supabase does by default', async () => {
    const res = await hosted.fetch('/messages?select=username,id.count()');
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ code: 'PGRST123' });
  });

  it('counts, sums and groups by the other selected columns when enabled', async () => {
    const grouped = await dev.fetch('/messages?select=username,id.count()&order=username');
    expect(await grouped.json()).toEqual([{ username: 'asha', count: 2 }, { username: 'bala', count: 1 }]);
    const all = await dev.client().from('messages').select('total:count()::text').single();
    expect(all.data).toEqual({ total: '3' });
    const embedded = await dev.client().from('channels').select('slug, messages(id.sum(), most:id.max())').in('id', [1, 2]).order('id');
    expect(embedded.data).toEqual([
      { slug: 'general', messages: [{ sum: 3, most: 2 }] },
      { slug: 'random', messages: [{ sum: 3, most: 3 }] },
    ]);
  });

  it('counts groups, not rows, for Content-Range', async () => {
    const { data, count } = await dev.client().from('messages').select('channel_id, count()', { count: 'exact' }).order('channel_id');
    expect(data).toEqual([{ channel_id: 1, count: 2 }, { channel_id: 2, count: 1 }]);
    expect(count).toBe(2);
  });

  const get = async (query: string) => {
    const res = await dev.fetch(query);
    expect(res.status).toBe(200);
    return res.json() as Promise<Array<Record<string, unknown>>>;
  };
  const byCount = (rows: Array<Record<string, unknown>>) => rows.sort((a, b) => Number(a.count) - Number(b.count));

  it('groups by a to-one embed beside an aggregate, the embedded object being part of the group', async () => {
    expect(await get('/messages?select=channel_id,count(),channels(slug)&order=channel_id')).toEqual([
      { channel_id: 1, count: 2, channels: { slug: 'general' } },
      { channel_id: 2, count: 1, channels: { slug: 'random' } },
    ]);
    expect(await get('/messages?select=count(),members(status)')).toEqual([{ count: 3, members: { status: 'online' } }]);
    const { data, count } = await dev.client().from('messages').select('id.sum(), channels(slug)', { count: 'exact' });
    expect(data).toHaveLength(2);
    expect(data).toEqual(expect.arrayContaining([{ sum: 3, channels: { slug: 'general' } }, { sum: 3, channels: { slug: 'random' } }]));
    expect(count).toBe(2);
  });

  it('groups by a to-many embed beside an aggregate, rows with the same embedded array forming one group', async () => {
    expect(await get('/members?select=status,count(),messages(channel_id)&messages.channel_id=eq.1&order=status')).toEqual([
      { status: 'offline', count: 1, messages: [] },
      { status: 'online', count: 2, messages: [{ channel_id: 1 }] },
    ]);
  });

  it('aggregates inside an embed within the embed, then groups the parent by the result', async () => {
    expect(byCount(await get('/members?select=count(),messages(n:id.count())&messages.channel_id=eq.1'))).toEqual([
      { count: 1, messages: [{ n: 0 }] },
      { count: 2, messages: [{ n: 1 }] },
    ]);
  });

  it('hoists aggregates inside a to-one spread to the parent, which groups by its other columns', async () => {
    expect(await get('/messages?select=...members(count())')).toEqual([{ count: 3 }]);
    expect(await get('/messages?select=channel_id,...members(n:username.count()::text,status)&order=channel_id')).toEqual([
      { channel_id: 1, n: '2', status: 'online' },
      { channel_id: 2, n: '1', status: 'online' },
    ]);
    // Through two to-one spreads (a member's first message is a computed to-one relationship).
    expect(await get('/messages?select=channel_id,...members(...first_message(m:id.max(),count()))&order=channel_id')).toEqual([
      { channel_id: 1, m: 2, count: 2 },
      { channel_id: 2, m: 1, count: 1 },
    ]);
  });

  it('groups by the columns of a spread beside an aggregate, and refuses aggregates in a to-many spread as PostgREST does', async () => {
    expect(byCount(await get('/messages?select=count(),...channels(slug)'))).toEqual([
      { count: 1, slug: 'random' }, { count: 2, slug: 'general' },
    ]);
    expect(await get('/members?select=status,count(),...messages(channel_id)&messages.channel_id=eq.1&order=status')).toEqual([
      { status: 'offline', count: 1, channel_id: [] },
      { status: 'online', count: 2, channel_id: [1] },
    ]);
    expect(byCount(await get('/messages?select=count(),...members(member_profiles(id))'))).toEqual([
      { count: 1, member_profiles: [] }, { count: 2, member_profiles: [{ id: 1 }] },
    ]);
    const res = await dev.fetch('/channels?select=slug,...messages(username,id.sum())');
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({
      code: 'PGRST127', message: 'Feature not implemented',
      details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.', hint: null,
    });
  });
});

describe('embedding disambiguation', () => {
  it('embeds by foreign-key column without counting views over the referenced table', async () => {
    const { data, error } = await hosted.client().from('member_profiles').select('id, username(status)');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, username: { status: 'online' } }]);
  });

  it('embeds a self-reference hinted by its column as the one-to-many side', async () => {
    const { data, error } = await hosted.client().from('folders').select('name, folders!parent_id(name)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'root', folders: [{ name: 'docs' }, { name: 'photos' }] });
  });

  it('answers 400 PGRST200 for a self-reference hinted by constraint name, as PostgREST does', async () => {
    const res = await hosted.fetch('/folders?select=*,folders!folders_parent_id_fkey(*)');
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({
      code: 'PGRST200',
      details: "Searched for a foreign key relationship between 'folders' and 'folders' using the hint 'folders_parent_id_fkey' in the schema 'public', but no matches were found.",
    });
  });

  it('refuses the same table embedded twice under one name (42712) instead of losing one', async () => {
    const res = await hosted.fetch('/pairs?select=members!first_member(*),members!second_member(*)');
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ code: '42712', message: 'table name "pairs_members_1" specified more than once' });
    const aliased = await hosted.client().from('pairs').select('first:members!first_member(username), second:members!second_member(username)');
    expect(aliased.data).toEqual([{ first: { username: 'asha' }, second: { username: 'bala' } }]);
  });
});

describe('exposed schemas (db-schemas)', () => {
  it('serves a schema listed in the setting through Accept-Profile and Content-Profile', async () => {
    const { data, error } = await dev.client().schema('personal').from('notes').select('id, body').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, body: 'private note' }, { id: 2, body: 'another' }]);
    const res = await dev.fetch('/notes', { headers: { 'Accept-Profile': 'personal' } });
    expect(res.headers.get('content-profile')).toBe('personal');
    const insert = await dev.client().schema('personal').from('notes').insert({ id: 3, body: 'third' });
    expect(insert.status).toBe(201);
    expect((await dev.client().schema('personal').rpc('note_count')).data).toBe(3);
  });

  it('refuses a schema not listed (406 PGRST106, naming the exposed ones), and only public by default', async () => {
    const res = await dev.fetch('/secrets', { headers: { 'Accept-Profile': 'hidden' } });
    expect(res.status).toBe(406);
    expect(await body(res)).toMatchObject({ code: 'PGRST106', hint: 'Only the following schemas are exposed: public, personal' });
    const hostedRes = await hosted.fetch('/notes', { headers: { 'Accept-Profile': 'personal' } });
    expect(hostedRes.status).toBe(406);
  });
});

describe('smaller PostgREST behaviours', () => {
  it('counts a scalar RPC result as one row', async () => {
    const { data, count } = await hosted.client().rpc('status_of', { name: 'asha' }, { count: 'exact' });
    expect(data).toBe('online');
    expect(count).toBe(1);
  });

  it('answers a scalar RPC\'s value as its JSON text, and null when the function gives none', async () => {
    const found = await hosted.fetch('/rpc/status_of?name=asha');
    expect(await found.text()).toBe('"online"');
    const none = await hosted.fetch('/rpc/status_of?name=nobody');
    expect(none.status).toBe(200);
    expect(await none.text()).toBe('null');
  });

  it('spreads a to-many relationship as arrays of values', async () => {
    const { data, error } = await hosted.client().from('channels').select('slug, ...messages(message)').in('id', [1, 2]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ slug: 'general', message: ['Hello there', 'Namaste'] }, { slug: 'random', message: ['Later'] }]);
  });

  it('rolls back an RPC that affects more rows than max-affected (400 PGRST124)', async () => {
    // What postgrest-js's .maxAffected(1) sends (its typings offer it only for PostgREST 13+ clients).
    const res = await hosted.fetch('/rpc/mark_offline?select=username', {
      method: 'POST', headers: { ...json, Prefer: 'handling=strict, max-affected=1' }, body: JSON.stringify({ name_like: '%a%' }),
    });
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ code: 'PGRST124' });
    expect(await hosted.sql(`select username from public.members where status = 'offline' order by 1`)).toEqual([{ username: 'chitra' }]);
  });

  it('answers explain() with the query plan under db-plan-enabled, and 406 PGRST107 as hosted Supabase does', async () => {
    const asJson = await dev.client().from('messages').select('id').eq('username', 'asha').explain({ format: 'json' });
    expect(asJson.error).toBeNull();
    expect(asJson.data).toEqual([expect.objectContaining({ Plan: expect.any(Object) })]);
    const asText = await dev.client().from('messages').select('id').explain({ analyze: true });
    expect(asText.data).toMatch(/Aggregate {2}\(cost=.*actual time=/);
    const refused = await hosted.client().from('messages').select('id').explain();
    expect(refused.status).toBe(406);
    expect(refused.error?.code).toBe('PGRST107');
  });

  it('upserts one row with PUT filtered by its whole primary key', async () => {
    const put = (query: string, row: unknown) => hosted.fetch(`/channels?${query}`, {
      method: 'PUT', headers: { ...json, Prefer: 'return=representation' }, body: JSON.stringify(row),
    });
    const created = await put('id=eq.20', { id: 20, slug: 'new' });
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual([{ id: 20, slug: 'new' }]);
    expect(await (await put('id=eq.20', { id: 20, slug: 'renamed' })).json()).toEqual([{ id: 20, slug: 'renamed' }]);
    expect(await hosted.sql('select slug from public.channels where id = 20')).toEqual([{ slug: 'renamed' }]);
    const mismatch = await put('id=eq.21', { id: 22, slug: 'x' });
    expect(mismatch.status).toBe(400);
    expect(await body(mismatch)).toMatchObject({ code: 'PGRST115' });
    const notKey = await put('slug=eq.x', { id: 22, slug: 'x' });
    expect(notKey.status).toBe(405);
    expect(await body(notKey)).toMatchObject({ code: 'PGRST105' });
    await hosted.sql('delete from public.channels where id = 20');
  });

  it('limits a PATCH and a DELETE to the first rows in the given order', async () => {
    const res = await hosted.fetch('/messages?channel_id=eq.1&order=id.desc&limit=1', {
      method: 'PATCH', headers: { ...json, Prefer: 'return=representation' }, body: JSON.stringify({ message: 'edited' }),
    });
    expect(await res.json()).toEqual([{ id: 2, message: 'edited', username: 'bala', channel_id: 1 }]);
    const del = await hosted.fetch('/folders?parent_id=eq.1&order=id.desc&limit=1', { method: 'DELETE', headers: { Prefer: 'return=representation' } });
    expect((await del.json() as Array<{ id: number }>).map((r) => r.id)).toEqual([3]);
    await hosted.sql(`update public.messages set message = 'Namaste' where id = 2`);
    await hosted.sql(`insert into public.folders values (3, 'photos', 1)`);
  });
});

describe('unfiltered UPDATE and DELETE (pg-safeupdate, on by default as on hosted Supabase)', () => {
  it('refuses PATCH and DELETE without a filter with 400 21000 and changes nothing', async () => {
    const patch = await hosted.fetch('/channels', { method: 'PATCH', headers: json, body: JSON.stringify({ slug: 'all' }) });
    expect(patch.status).toBe(400);
    expect(await body(patch)).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const { error } = await hosted.client().from('channels').delete();
    expect(error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    expect((await hosted.sql('select count(*)::int as n from public.channels where slug <> $1', ['all']))[0]).toEqual({ n: 3 });
  });

  it('still lets a filtered PATCH through', async () => {
    const res = await hosted.fetch('/channels?id=eq.2', { method: 'PATCH', headers: json, body: JSON.stringify({ slug: 'misc' }) });
    expect(res.status).toBe(204);
    await hosted.sql(`update public.channels set slug = 'random' where id = 2`);
  });
});
