// GOTRUE_RATE_LIMIT_SMS_SENT: texted codes per hour, counted per client address and per number, in
// PostgreSQL (every gateway process spends the same budget), answered as GoTrue answers it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, startGateway, type TestGateway } from './harness.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway((config) => {
    config.sms.enabled = true;
    config.rateLimits.smsSent.points = 2;
  });
});
afterAll(() => gateway.close());

const askForCode = (phone: string, ip: string) =>
  fetch(`${gateway.url}/auth/v1/otp`, {
    method: 'POST',
    // As the site server sends them: the visitor's address, vouched for by the proxy secret.
    headers: { ...authHeaders(gateway), 'x-forwarded-for': ip, 'x-proxy-secret': gateway.ctx.keys.proxySecret },
    body: JSON.stringify({ phone }),
  });

const texts = async () => Number((await gateway.db.query<{ n: string }>('select count(*) as n from auth.sms_outbox')).rows[0]!.n);

describe('the hourly budget of texted codes', () => {
  it('one address may have two codes texted an hour; the third is 429 over_sms_send_rate_limit and texts nothing', async () => {
    const before = await texts();
    expect((await askForCode('+91 98111 00001', '10.1.0.1')).status).toBe(200);
    expect((await askForCode('+91 98111 00002', '10.1.0.1')).status).toBe(200);
    const third = await askForCode('+91 98111 00003', '10.1.0.1');
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ code: 'over_sms_send_rate_limit', message: 'SMS rate limit exceeded' });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await texts()).toBe(before + 2);
    expect((await askForCode('+91 98111 00003', '10.1.0.2')).status, 'another address has its own budget').toBe(200);
  });

  it('one number gets two codes an hour, whichever addresses ask', async () => {
    const number = '+91 98222 00001';
    const stored = '919822200001';
    expect((await askForCode(number, '10.2.0.1')).status).toBe(200);
    // The minute between codes is another rule (phone.test.ts): this one is about the hour.
    await gateway.db.query(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where phone = $1`, [stored]);
    expect((await askForCode(number, '10.2.0.2')).status).toBe(200);
    await gateway.db.query(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where phone = $1`, [stored]);
    const third = await askForCode(number, '10.2.0.3');
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ code: 'over_sms_send_rate_limit' });
  });
});
