import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startStorage, type StorageFixture } from '../storage/fixture.ts';
import { expectNoSqlEcho, fuzzRuns } from './fuzz.ts';

/**
 * Arbitrary JSON bodies, paths and query strings thrown at the storage routes that take them, as a
 * visitor, a signed-in user and the service role: never a 5xx, never SQL in the answer, and the
 * signed-in user (B) never sees a name in A's private folder.
 */
let f: StorageFixture;
const RUNS = fuzzRuns(50);

beforeAll(async () => {
  f = await startStorage();
  await f.a.client.storage.from('tenant-docs').upload(`${f.a.id}/secret-lease.txt`, Buffer.from('lease'), { contentType: 'text/plain' });
  await f.a.client.storage.from('listing-photos').upload(`${f.a.id}/hall.png`, new Blob([PNG], { type: 'image/png' }));
});
afterAll(() => f.gateway.close());

type Caller = 'anon' | 'user' | 'service';
const bearer = (caller: Caller) => (caller === 'user' ? f.b.token : caller === 'service' ? f.gateway.ctx.keys.serviceRoleKey : f.gateway.ctx.keys.anonKey);

const text = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('', '/', '..', '../x', '%00', '\u0000', '\ud800', 'a/b/', 'listing-photos', 'tenant-docs', '*', "'; select 1; --", 'name'));
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(text, scalar, { maxKeys: 3 }));
const FIELDS = ['prefix', 'limit', 'offset', 'sortBy', 'search', 'cursor', 'with_delimiter', 'expiresIn', 'paths', 'prefixes',
  'bucketId', 'sourceKey', 'destinationKey', 'destinationBucket', 'transform', 'id', 'name', 'public', 'file_size_limit', 'allowed_mime_types'];
const body = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 }).map((object) => JSON.stringify(object)) },
  { weight: 1, arbitrary: fc.oneof(text, fc.constantFrom('', '[]', 'null', '{', '"x"', '{"a":1}{')) },
);
const encode = (s: string) => [...Buffer.from(s, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const segment = fc.oneof(fc.constantFrom('listing-photos', 'tenant-docs', 'nope', '%00', '%ED%A0%80', '..'), text.map(encode));
const query = fc.array(fc.tuple(fc.constantFrom('width', 'height', 'resize', 'quality', 'format', 'token', 'download'), fc.oneof(text.map(encode), fc.integer().map(String))), { maxLength: 3 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

const ROUTES: [string, string][] = [
  ['POST', '/object/list/:b'], ['POST', '/object/list-v2/:b'], ['POST', '/object/sign/:b'], ['POST', '/object/sign/:b/:k'],
  ['POST', '/object/move'], ['POST', '/object/copy'], ['DELETE', '/object/:b'], ['POST', '/bucket'], ['PUT', '/bucket/:b'],
  ['GET', '/render/image/public/:b/:k'], ['GET', '/render/image/authenticated/:b/:k'], ['GET', '/object/info/:b/:k'],
];

async function send(method: string, route: string, caller: Caller, segments: string[], search: string, payload: string) {
  let i = 0;
  const pathname = route.replace(/:[bk]/g, () => segments[i++] || 'x');
  const response = await fetch(`${f.gateway.url}/storage/v1${pathname}?${search}`, {
    method,
    headers: { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${bearer(caller)}`, 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : payload,
  });
  const answer = await response.text();
  return { status: response.status, answer, pathname };
}

describe('/storage/v1 answers bad input with a 4xx, never a 5xx, and shows nothing RLS hides', () => {
  it.each(ROUTES)('%s %s (fuzz)', async (method, route) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<Caller>('anon', 'user', 'service'), fc.array(segment, { minLength: 2, maxLength: 2 }), query, body,
        async (caller, segments, search, payload) => {
          const { status, answer, pathname } = await send(method, route, caller, segments, search, payload);
          const context = `${method} ${pathname}?${search} as ${caller} ${payload}`;
          expect(status, `${context} -> ${answer}`).toBeLessThan(500);
          expectNoSqlEcho(answer, context);
          if (caller !== 'service' && route.startsWith('/object/list') && status === 200) {
            expect(answer, `${context}: A's private file listed`).not.toContain('secret-lease');
          }
        }),
      RUNS,
    );
  });
});
