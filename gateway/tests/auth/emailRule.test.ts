// One email rule for every route, GoTrue's (core/validation/email.ts, which the forms use too): an
// address outside it is GoTrue's 400 validation_failed in its words, wherever it is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createSignedInUser, startGateway, uniqueEmail, type TestGateway } from './harness.ts';

const INVALID = { code: 'validation_failed', message: 'Unable to validate email address: invalid format' };
const BAD = 'vv:;v@v.v';

let gateway: TestGateway;
let userToken: string;
let userId: string;
beforeAll(async () => {
  gateway = await startGateway();
  const account = await createSignedInUser(gateway);
  userToken = account.session.access_token;
  userId = account.user.id;
});
afterAll(() => gateway.close());

function call(method: string, path: string, body: unknown, as: 'anon' | 'service' | 'user' = 'anon') {
  const bearer = as === 'service' ? gateway.ctx.keys.serviceRoleKey : as === 'user' ? userToken : undefined;
  return fetch(`${gateway.url}/auth/v1${path}`, { method, headers: authHeaders(gateway, bearer), body: JSON.stringify(body) });
}

const routes: [string, (email: string) => Promise<Response>][] = [
  ['POST /signup', (email) => call('POST', '/signup', { email, password: 'secret-pass' })],
  ['POST /admin/users', (email) => call('POST', '/admin/users', { email }, 'service')],
  ['PUT /admin/users/:id', (email) => call('PUT', `/admin/users/${userId}`, { email }, 'service')],
  ['POST /invite', (email) => call('POST', '/invite', { email }, 'service')],
  ['POST /admin/generate_link', (email) => call('POST', '/admin/generate_link', { type: 'signup', email, password: 'secret-pass' }, 'service')],
  ['POST /otp', (email) => call('POST', '/otp', { email })],
  ['POST /recover', (email) => call('POST', '/recover', { email })],
  ['POST /resend', (email) => call('POST', '/resend', { type: 'signup', email })],
  ['PUT /user', (email) => call('PUT', '/user', { email }, 'user')],
];

describe("GoTrue's email rule on every route", () => {
  it.each(routes)('%s refuses vv:;v@v.v with a 400', async (_route, send) => {
    const answer = await send(BAD);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual(INVALID);
  });

  it.each(routes)('%s refuses an address of 256 bytes as too long', async (_route, send) => {
    const answer = await send(`${'a'.repeat(248)}@x.in.in`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: 'validation_failed', message: 'An email address is too long' });
  });

  it('checks the new address of a generated email-change link the same way', async () => {
    const { email } = await createSignedInUser(gateway);
    const answer = await call('POST', '/admin/generate_link', { type: 'email_change_new', email, new_email: BAD }, 'service');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual(INVALID);
  });

  it('answers a code sent with such an address as GoTrue does (422 "Invalid email format")', async () => {
    const answer = await call('POST', '/verify', { type: 'email', email: BAD, token: '123456' });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ code: 'validation_failed', message: 'Invalid email format' });
  });

  it('takes what GoTrue takes, lower-cased: a host without a dot, and the rarer local-part characters', async () => {
    const created = await call('POST', '/admin/users', { email: 'Someone@LocalHost', email_confirm: true }, 'service');
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ email: 'someone@localhost' });
    const unusual = `o'brien+rent!${uniqueEmail()}`;
    expect((await call('POST', '/signup', { email: unusual, password: 'secret-pass' })).status).toBe(200);
  });
});
