import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createSignedInUser, startGateway, type TestGateway } from './harness.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway((config) => {
    // Sign-ups here spend the sign-in budget alone: with confirmation on, each would also spend the
    // email budget, whose limit has its own test below.
    config.mailerAutoconfirm = true;
    config.rateLimits.signIn.points = 3;
    config.rateLimits.emailSent.points = 2;
    config.rateLimits.verify.points = 2;
  });
});
afterAll(() => gateway.close());

const post = (path: string, body: unknown, ip: string) =>
  fetch(`${gateway.url}/auth/v1${path}`, {
    method: 'POST',
    // As the site server sends them: the visitor's address, vouched for by the proxy secret.
    headers: { ...authHeaders(gateway), 'x-forwarded-for': ip, 'x-proxy-secret': gateway.ctx.keys.proxySecret },
    body: JSON.stringify(body),
  });

describe('per-IP rate limits', () => {
  it('answers 429 over_request_rate_limit once the sign-in budget is spent, per IP', async () => {
    const { email } = await createSignedInUser(gateway); // its sign-in spent another address's budget
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post('/token?grant_type=password', { email, password: 'x' }, '10.0.0.1')).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await post('/token?grant_type=password', { email, password: 'x' }, '10.0.0.1');
    expect(await limited.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const otherIp = await post('/token?grant_type=password', { email, password: 'x' }, '10.0.0.2');
    expect(otherIp.status, 'another IP has its own budget').toBe(400);
  });

  it('limits recovery emails with over_email_send_rate_limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post('/recover', { email: 'someone@x.in' }, '10.0.1.1')).status);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await post('/recover', { email: 'someone@x.in' }, '10.0.1.1');
    expect(await limited.json()).toMatchObject({ code: 'over_email_send_rate_limit' });
  });

  it('limits verification attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await post('/verify', { type: 'recovery', token_hash: `guess-${i}` }, '10.0.2.1')).status);
    }
    expect(statuses).toEqual([403, 403, 429]);
  });

  it('limits sign-ups', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await post('/signup', { email: `burst${i}@x.in`, password: 'secret-pass' }, '10.0.3.1')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
