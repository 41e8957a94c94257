import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDomainGateway, type DomainGateway } from '../domain/harness.ts';
import { expectNoSqlEcho, fuzzRuns } from './fuzz.ts';

/**
 * Issue 12, finding 7 (REST): `PATCH /rest/v1/profiles?full_name=eq.x` with `{}` answered 503.
 * Arbitrary query strings, filters, headers and bodies thrown at /rest/v1 reads, writes and RPC
 * on the real gateway and schema, as a visitor, a tenant and an admin: bad input is the client's to
 * fix, so nothing answers 5xx, no answer quotes the SQL the request became, and no read returns a
 * row that row-level security hides from the caller.
 */
let dg: DomainGateway;
const tokens: Record<string, string> = {};
let tenantId = '';
beforeAll(async () => {
  dg = await startDomainGateway();
  tokens.anon = dg.gateway.keys.anonKey;
  const tenant = await dg.account('Tara Tenant', ['tenant']);
  tenantId = tenant.id;
  tokens.tenant = (await dg.signIn(tenant)).accessToken;
  // Rows a visitor or the tenant must never see: another person's search, payment and roles, and
  // unlisted properties.
  const other = await dg.account('Omar Owner', ['landlord', 'broker']);
  await dg.sql(`insert into public.recent_searches (user_id, label, filters) values ($1, 'Baner 2 BHK', '{}')`, [other.id]);
  await dg.sql(`insert into public.properties (title, listed_by, city, locality, rent, bedrooms, availability, verified)
                values ('Hidden draft', $1, 'Pune', 'Baner', 30000, 2, 'available', false),
                       ('Rented flat', $1, 'Pune', 'Baner', 30000, 2, 'rented', true),
                       ('Listed flat', $1, 'Pune', 'Baner', 30000, 2, 'available', true)`, [other.id]);
  tokens.admin = (await dg.raiseToAal2(await dg.signIn(await dg.account('Aditi Admin', ['admin'])))).accessToken;
});
afterAll(async () => {
  await dg?.close();
});

const tables = ['profiles', 'properties', 'recent_searches', 'brokers', 'payments', 'user_roles', 'admin_user_profiles', 'nope'];
const columns = ['id', 'user_id', 'full_name', 'phone', 'label', 'filters', 'rent', 'city', 'title', 'created_at', 'status', 'x', ''];
const functions = ['is_admin', 'activate_broker_registration', 'register_broker', 'admin_add_rvl', 'mark_rvl_payment_paid',
  'run_monthly_commissions', 'toggle_property_availability', 'nope'];
const operators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct', 'cs',
  'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts', 'not.eq', 'not.in', 'not.is', 'eq(any)', 'like(all)', 'bogus',
  'toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty'];
/** Text as URLs carry it, including what encodeURIComponent refuses: NUL, a lone surrogate, bad UTF-8. */
const raw = fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '%E0%A4', '%C0%80', '%22', '%2C', '%28', '%29', '%5C');
const word = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('null', 'true', 'false', '()', '(,)', '("a","b")', '(1,2,3)', '{}', '{1,2}', '[]', '*', '', 'NaN', 'Infinity',
    '1e999', '-1', '99999999999999999999999999', '2026-13-45', '00000000-0000-4000-8000-000000000000', 'a,b', 'x"y'),
);
// encodeURIComponent throws on a lone surrogate; the raw fragments above carry those instead.
const encode = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
const value = fc.oneof({ weight: 4, arbitrary: word.map(encode) }, { weight: 1, arbitrary: fc.array(fc.oneof(raw, word.map(encode)), { maxLength: 3 }).map((p) => p.join('')) });
const filter = fc.tuple(fc.constantFrom(...columns), fc.constantFrom(...operators), value).map(([c, o, v]) => `${c}=${o}.${v}`);
const special = fc.oneof(
  fc.tuple(fc.constantFrom('select'), fc.oneof(fc.constantFrom('*', 'id,full_name', 'x:id', 'count()', 'id::text', 'id.sum()',
    'properties(*)', 'a(b', '...', ',', 'id->>a', 'filters->a->>b', '*,profiles!inner(*)', 'id::constructor', 'toString', 'id:toString'), value)),
  fc.tuple(fc.constantFrom('order'), fc.oneof(fc.constantFrom('id.desc', 'x.asc', 'id.nullsfirst', 'id.bogus', ',', 'filters->a'), value)),
  fc.tuple(fc.constantFrom('limit', 'offset'), fc.oneof(fc.constantFrom('-1', '1e3', '99999999999999999999', 'x', ''), value)),
  fc.tuple(fc.constantFrom('columns', 'on_conflict'), fc.oneof(fc.constantFrom('', ',', 'id', 'x', '"id"', 'id,,id'), value)),
  fc.tuple(fc.constantFrom('or', 'and', 'not.or', 'properties.or'), fc.oneof(fc.constantFrom('()', '(id.eq.1', '(id.eq.1,rent.gt.x)', '(and())'), value)),
  fc.tuple(fc.constantFrom(...columns), value),
).map(([k, v]) => `${k}=${v}`);
const query = fc.array(fc.oneof(filter, special, raw), { maxLength: 4 }).map((parts) => parts.join('&'));

const prefer = fc.array(fc.oneof(
  fc.constantFrom('return=representation', 'return=minimal', 'return=headers-only', 'count=exact', 'count=planned', 'count=bogus',
    'resolution=merge-duplicates', 'resolution=ignore-duplicates', 'handling=strict', 'handling=lenient', 'max-affected=1',
    'max-affected=-1', 'max-affected=99999999999999999999', 'missing=default', 'tx=rollback', 'tx=commit', 'params=single-object',
    'timezone=Mars/Olympus', 'timezone=Asia/Kolkata', 'return', '=', '', 'valueOf', 'constructor=x', '__proto__=1'),
  fc.string({ maxLength: 10 }),
), { maxLength: 3 }).map((p) => p.join(', '));
const headers = fc.record({
  Prefer: prefer,
  Range: fc.constantFrom('', '0-9', '5-1', '99999999999999999999-', 'x', '0-'),
  Accept: fc.constantFrom('', '*/*', 'application/json', 'application/vnd.pgrst.object+json', 'text/csv', 'application/geo+json',
    'application/vnd.pgrst.plan+json', 'bogus'),
  'Content-Type': fc.constantFrom('application/json', 'text/csv', 'application/x-www-form-urlencoded', 'text/plain',
    'application/octet-stream', 'bogus'),
  'Accept-Profile': fc.constantFrom('public', 'private', 'auth', ''),
  'Content-Profile': fc.constantFrom('public', 'storage', ''),
}, { requiredKeys: [] });

const scalar = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
  fc.constantFrom('\u0000', '\ud800', 'x\udfff', '2026-02-30', 'not-a-uuid', '00000000-0000-4000-8000-000000000000'),
  fc.double(), fc.integer(), fc.boolean(), fc.constant(null),
);
const row = fc.dictionary(fc.constantFrom(...columns), fc.oneof(scalar, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 3 });
const body = fc.oneof(
  row.map((r) => JSON.stringify(r)),
  fc.array(row, { maxLength: 3 }).map((r) => JSON.stringify(r)),
  fc.json({ maxDepth: 2 }),
  fc.constantFrom('', '{}', '[]', '[{}]', '[{},{}]', 'null', '1', '"x"', '[1]', '{"a":1e999999}', '{"rent":123456789012345678901234567890}',
    '{"rent":1e400}', '{"id":-0}', '[{"id":1},{"x":2}]', '{', '\u0000'),
);

async function send(method: string, path: string, who: string, extra: Record<string, string>, payload?: string) {
  const token = tokens[who] ?? '';
  const res = await fetch(`${dg.url}/rest/v1${path}`, {
    method,
    headers: {
      apikey: tokens.anon ?? '', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json',
      ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== '')),
    },
    body: payload,
  });
  const text = await res.text();
  return { status: res.status, text };
}

const who = fc.constantFrom('anon', 'tenant', 'admin');
const RUNS = fuzzRuns(200);

/** Rows of `table` that `as` must not see, by the fields a row shows (whatever the select kept). */
function hiddenRows(table: string, as: string, rows: Array<Record<string, unknown>>): unknown[] {
  if (as === 'admin') return [];
  return rows.filter((row) => {
    if (table === 'properties') return ('verified' in row && row.verified !== true) || ('availability' in row && row.availability !== 'available');
    if (['recent_searches', 'user_roles', 'payments'].includes(table)) return as === 'anon' || ('user_id' in row && row.user_id !== tenantId);
    if (table === 'brokers' || table === 'admin_user_profiles') return as === 'anon' || ('user_id' in row && row.user_id !== tenantId);
    return false;
  });
}

async function expectNo5xx(method: string, path: string, as: string, extra: Record<string, string>, payload?: string) {
  const { status, text } = await send(method, path, as, extra, payload);
  const context = `${method} ${path} as ${as} ${JSON.stringify(extra)} ${payload ?? ''}`;
  expect(status, `${context} -> ${text}`).toBeLessThan(500);
  expectNoSqlEcho(text, context);
  if (method === 'GET' && status < 300 && text.startsWith('[')) {
    const table = path.slice(1).split('?')[0] ?? '';
    let rows: unknown;
    try {
      rows = JSON.parse(text);
    } catch {
      return;
    }
    if (Array.isArray(rows)) {
      const objects = rows.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r));
      expect(hiddenRows(table, as, objects), `rows RLS hides, returned to ${context}`).toEqual([]);
    }
  }
}

describe('no 5xx from user input on /rest/v1', () => {
  it('answers PATCH with an empty object as a no-op, whatever the filters (204, nothing changed)', async () => {
    const [me] = await dg.sql<{ id: string }>(`select user_id as id from public.profiles limit 1`);
    const before = await dg.sql(`select * from public.profiles order by user_id`);
    const res = await send('PATCH', `/profiles?full_name=eq.x&user_id=eq.${me?.id}`, 'tenant', {}, '{}');
    expect(res.status).toBe(204);
    const represented = await send('PATCH', '/profiles?full_name=eq.x', 'admin', { Prefer: 'return=representation' }, '{}');
    expect(represented).toEqual({ status: 200, text: '[]' });
    expect(await dg.sql(`select * from public.profiles order by user_id`), 'nothing changed').toEqual(before);
  });

  it('names after Object.prototype members are unknown preferences and operators, with PostgREST\'s codes', async () => {
    const strict = await send('GET', '/profiles', 'tenant', { Prefer: 'handling=strict, valueOf' });
    expect(strict.status).toBe(400);
    expect(JSON.parse(strict.text)).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: valueOf' });
    expect((await send('GET', '/profiles', 'tenant', { Prefer: 'constructor=x' })).status, 'ignored when lenient').toBe(200);
    const operator = await send('GET', '/profiles?full_name=constructor.x', 'tenant', {});
    expect(operator.status).toBe(400);
    expect(JSON.parse(operator.text)).toMatchObject({ code: 'PGRST100' });
  });

  it.each([
    ['POST', '/recent_searches', '[]'],
    ['POST', '/recent_searches?on_conflict=id', '[]'],
    ['POST', '/recent_searches?columns=', '[{"label":"x"}]'],
    ['POST', '/recent_searches?columns=,', '[{"label":"x"}]'],
    ['POST', '/recent_searches?columns=label', '[]'],
    ['POST', '/recent_searches', '{}'],
    ['POST', '/recent_searches', '[{}]'],
    ['POST', '/recent_searches', '[{},{}]'],
    ['POST', '/recent_searches?on_conflict=', '[{"label":"x"}]'],
    ['PATCH', '/recent_searches?columns=', '{"label":"x"}'],
    ['PATCH', '/recent_searches?id=in.()', '{"label":"x"}'],
    ['PATCH', '/profiles?full_name=eq.x', '[]'],
    ['PATCH', '/profiles?full_name=eq.x', 'null'],
    ['PATCH', '/profiles?full_name=eq.x', '{"full_name":{"a":1}}'],
    ['PATCH', '/profiles?full_name=eq.x', '{"full_name":"a\\u0000b"}'],
    ['PATCH', '/profiles?full_name=eq.x', '{"full_name":"\\ud800"}'],
    ['GET', '/profiles?user_id=in.()', undefined],
    ['GET', '/profiles?full_name=in.()', undefined],
    ['GET', '/profiles?full_name=eq.a%00b', undefined],
    ['GET', '/profiles?full_name=eq.%ED%A0%80', undefined],
    ['GET', '/profiles?full_name=like.%FF*', undefined],
    ['GET', '/profiles?user_id=eq.%00', undefined],
    ['GET', '/properties?rent=gt.99999999999999999999999999999999999999999', undefined],
    ['GET', '/properties?rent=gt.1e400', undefined],
    ['GET', '/properties?limit=99999999999999999999', undefined],
    ['GET', '/properties?offset=99999999999999999999', undefined],
    ['GET', '/properties?select=', undefined],
    ['GET', '/profiles?full_name=constructor.x', undefined],
    ['GET', '/profiles?full_name=not.constructor.x', undefined],
    ['GET', '/profiles?full_name=valueOf(any).{x}', undefined],
    ['GET', '/profiles?select=full_name::constructor', undefined],
    ['GET', '/profiles?full_name=eq.x::toString', undefined],
    ['GET', '/properties?order=', undefined],
    ['DELETE', '/recent_searches?id=in.()', undefined],
    ['DELETE', '/recent_searches?label=eq.%00', undefined],
    ['POST', '/rpc/is_admin', '[]'],
    ['POST', '/rpc/is_admin', 'null'],
    ['POST', '/rpc/is_admin', '"x"'],
    ['POST', '/rpc/activate_broker_registration', '{"_payment_id":"\\u0000"}'],
    ['POST', '/rpc/activate_broker_registration', '{"_payment_id":99999999999999999999999}'],
    ['POST', '/rpc/activate_broker_registration', '{"_payment_id":{"a":[1]}}'],
    ['POST', '/rpc/mark_rvl_payment_paid', '{"_managed_property_id":null,"_payment_month":"99999-01-01","_rvl_amount":1e400}'],
    ['GET', '/rpc/activate_broker_registration?_payment_id=%00', undefined],
    ['GET', '/rpc/activate_broker_registration?_payment_id=%ED%A0%80', undefined],
  ])('%s %s %s', async (method, path, payload) => {
    for (const as of ['anon', 'tenant', 'admin']) {
      for (const Prefer of ['', 'return=representation', 'resolution=merge-duplicates, missing=default', 'bogus=1, count=exact']) {
        await expectNo5xx(method, path, as, { Prefer }, payload);
      }
    }
  });

  it('reads (fuzz)', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...tables), query, headers, who, fc.constantFrom('GET', 'HEAD'),
      (table, q, h, as, method) => expectNo5xx(method, `/${table}?${q}`, as, h)), RUNS);
  });

  it('PATCH (fuzz)', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...tables), query, headers, who, body,
      (table, q, h, as, b) => expectNo5xx('PATCH', `/${table}?${q}`, as, h, b)), RUNS);
  });

  it('POST, insert and upsert (fuzz)', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...tables), query, headers, who, body,
      (table, q, h, as, b) => expectNo5xx('POST', `/${table}?${q}`, as, h, b)), RUNS);
  });

  it('DELETE (fuzz)', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...tables), query, headers, who,
      (table, q, h, as) => expectNo5xx('DELETE', `/${table}?${q}`, as, h)), RUNS);
  });

  it('RPC (fuzz)', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...functions), query, headers, who, body, fc.constantFrom('GET', 'POST'),
      (fn, q, h, as, b, method) => expectNo5xx(method, `/rpc/${fn}?${q}`, as, h, method === 'POST' ? b : undefined)), RUNS);
  });
});
