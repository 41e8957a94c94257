import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createSignedInUser, startGateway, type TestGateway } from '../auth/harness.ts';
import { expectNoSqlEcho, fuzzRuns } from './fuzz.ts';

// Finding 7 (auth): `POST /factors {"issuer":"\ud800"}` and `GET /admin/users/%00/factors` answered
// 500. Whatever a client sends to /auth/v1, the answer is a 4xx at worst.
let gateway: TestGateway;
let userToken: string;
beforeAll(async () => {
  gateway = await startGateway((config) => {
    // Fuzzing must not run into the sign-in limits; they have their own tests.
    for (const limit of Object.values(config.rateLimits)) limit.points = 1_000_000;
    config.accountLimit.freeFailures = 0;
    // Phone sign-in on, so its flows are fuzzed too (its "off" answers have their own tests).
    config.sms.enabled = true;
  });
  userToken = (await createSignedInUser(gateway)).session.access_token;
});
afterAll(() => gateway.close());

const RUNS = fuzzRuns(60);

/** Percent-encodes the UTF-8 bytes of any string (a lone surrogate becomes U+FFFD's bytes). */
const encode = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const raw = fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '%C0%80', '..', '');
const segment = fc.oneof(raw, fc.string({ maxLength: 10 }).map(encode), fc.string({ unit: 'binary', maxLength: 6 }).map(encode),
  fc.uuid(), fc.constant('00000000-0000-0000-0000-000000000000'));
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('\ud800', '\udfff', '\u0000', 'a\u0000b', '', ' ', 'x@y.in', '+919876543210', 'totp', 'password', 'recovery',
  'sms', 'phone_change', 'whatsapp', '919876543210'));
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(text, scalar, { maxKeys: 3 }));
const FIELDS = ['email', 'password', 'phone', 'token', 'token_hash', 'type', 'refresh_token', 'factor_type', 'friendly_name',
  'issuer', 'challenge_id', 'code', 'data', 'user_metadata', 'app_metadata', 'nonce', 'current_password', 'redirect_to', 'ban_duration',
  'channel', 'create_user', 'phone_confirm'];
const body = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 }).map((object) => JSON.stringify(object)) },
  { weight: 1, arbitrary: fc.oneof(text, fc.constantFrom('', '[]', 'null', '{', '"x"', '{"a":1}{')) },
);
const query = fc.array(fc.tuple(fc.constantFrom('grant_type', 'type', 'token', 'redirect_to', 'page', 'per_page', 'scope'), fc.oneof(raw, text.map(encode))), { maxLength: 3 })
  .map((pairs) => pairs.map(([key, v]) => `${key}=${v}`).join('&'));

type Caller = 'anon' | 'user' | 'service';
const ROUTES: [string, string, Caller][] = [
  ['POST', '/factors', 'user'], ['POST', '/factors/:id/challenge', 'user'], ['POST', '/factors/:id/verify', 'user'],
  ['DELETE', '/factors/:id', 'user'], ['GET', '/user', 'user'], ['PUT', '/user', 'user'], ['POST', '/logout', 'user'],
  ['POST', '/token', 'anon'], ['POST', '/signup', 'anon'], ['POST', '/recover', 'anon'], ['POST', '/otp', 'anon'],
  ['POST', '/verify', 'anon'], ['GET', '/verify', 'anon'], ['POST', '/resend', 'anon'],
  ['GET', '/admin/users', 'service'], ['POST', '/admin/users', 'service'], ['GET', '/admin/users/:id', 'service'],
  ['PUT', '/admin/users/:id', 'service'], ['DELETE', '/admin/users/:id', 'service'], ['GET', '/admin/users/:id/factors', 'service'],
  ['DELETE', '/admin/users/:id/factors/:id', 'service'], ['POST', '/admin/generate_link', 'service'], ['POST', '/invite', 'service'],
];

async function send(method: string, route: string, caller: Caller, ids: string[], search: string, payload: string) {
  let i = 0;
  const pathname = route.replace(/:id/g, () => ids[i++] ?? '');
  const bearer = caller === 'user' ? userToken : caller === 'service' ? gateway.ctx.keys.serviceRoleKey : undefined;
  const response = await fetch(`${gateway.url}/auth/v1${pathname}?${search}`, {
    method, headers: authHeaders(gateway, bearer), body: method === 'GET' ? undefined : payload, redirect: 'manual',
  });
  expectNoSqlEcho(await response.text(), `${method} ${pathname}?${search} ${payload}`);
  return response.status;
}

describe('/auth/v1 answers bad input with a 4xx, never a 5xx', () => {
  it('the two inputs the audit found', async () => {
    expect(await send('POST', '/factors', 'user', [], '', JSON.stringify({ factor_type: 'totp', issuer: '\ud800' }))).toBe(422);
    const status = await send('GET', '/admin/users/:id/factors', 'service', ['%00'], '', '');
    expect(status, 'a user id that is not a UUID').toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it.each(ROUTES)('%s %s (fuzz)', async (method, route, caller) => {
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 2, maxLength: 2 }), query, body, async (ids, search, payload) => {
        const status = await send(method, route, caller, ids, search, payload);
        expect(status, `${method} ${route} ${JSON.stringify({ ids, search, payload })}`).toBeLessThan(500);
      }),
      RUNS,
    );
  });
});
