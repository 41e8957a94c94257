import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom } from './fromAddress.ts';
import { gatewayProcess, type GatewayProcess } from './gatewayProcess.ts';

// Finding 4 (third audit): every sign-in, sign-up and reset email reached the gateway from the site
// server's address, so one visitor could spend everybody's budget: failed sign-ins locked out the
// landlord's right password, and a few resets for random emails stopped all resets for an hour.
// The site now names the visitor in X-Forwarded-For, vouched for by the shared proxy secret, and
// email budgets count per account as well.
const SITE = '127.0.0.2';
const OUTSIDER = '127.0.0.3';
const PROXY_SECRET = 'site-and-gateway-share-this';
const SIGN_INS = 5;
const EMAILS = 3;
const PASSWORD = 'landlord-pass-1';

let db: TestDatabase;
let gateway: GatewayProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-budgets-'));

beforeAll(async () => {
  db = await createTestDatabase();
  gateway = await gatewayProcess(db.url, dataDir, 'warn', {
    GATEWAY_PROXY_SECRET: PROXY_SECRET,
    GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS: String(SIGN_INS),
    GOTRUE_RATE_LIMIT_EMAIL_SENT: String(EMAILS),
  });
  const created = await requestFrom(SITE, `${gateway.url}/auth/v1/admin/users`, {
    headers: { apikey: gateway.serviceKey, authorization: `Bearer ${gateway.serviceKey}` },
    body: { email: 'landlord@budgets.test', password: PASSWORD, email_confirm: true },
  });
  expect(created.status).toBe(200);
});

afterAll(async () => {
  gateway?.child.kill();
  await new Promise((resolve) => (gateway?.exitCode() === null ? gateway.child.once('exit', resolve) : resolve(null)));
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A request the site server makes for a visitor at `visitor`. */
function viaSite(pathname: string, body: unknown, visitor: string, secret = PROXY_SECRET) {
  return requestFrom(SITE, `${gateway.url}/auth/v1${pathname}`, {
    headers: { apikey: gateway.anonKey, 'x-forwarded-for': visitor, 'x-proxy-secret': secret },
    body,
  });
}

const signIn = (email: string, password: string, visitor: string, secret?: string) =>
  viaSite('/token?grant_type=password', { email, password }, visitor, secret);

describe('sign-ins through the site', () => {
  it("count against the visitor's address, so one visitor cannot lock out the landlord", async () => {
    const attacker = '198.51.100.66';
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_INS; i += 1) statuses.push((await signIn(`nobody${i}@budgets.test`, 'wrong', attacker)).status);
    expect(statuses, 'the attacker spends their own budget').toEqual([...Array(SIGN_INS).fill(400), 429]);
    const landlord = await signIn('landlord@budgets.test', PASSWORD, '203.0.113.10');
    expect(landlord.status, "the landlord's right password from their own address").toBe(200);
  });

  it('believe no forwarded address without the secret, nor with a wrong one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_INS; i += 1) {
      const response = await requestFrom(OUTSIDER, `${gateway.url}/auth/v1/token?grant_type=password`, {
        headers: { apikey: gateway.anonKey, 'x-forwarded-for': `192.0.2.${i + 1}` },
        body: { email: `outsider${i}@budgets.test`, password: 'wrong' },
      });
      statuses.push(response.status);
    }
    expect(statuses, 'a bare X-Forwarded-For changes nothing').toEqual([...Array(SIGN_INS).fill(400), 429]);
    const forged = await requestFrom(OUTSIDER, `${gateway.url}/auth/v1/token?grant_type=password`, {
      headers: { apikey: gateway.anonKey, 'x-forwarded-for': '192.0.2.200', 'x-proxy-secret': 'a-guess' },
      body: { email: 'outsider@budgets.test', password: 'wrong' },
    });
    expect(forged.status, 'a wrong secret changes nothing either').toBe(429);
  });
});

describe('reset emails through the site', () => {
  it("count against the visitor's address: resets for random emails do not stop the landlord's", async () => {
    const attacker = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i <= EMAILS; i += 1) statuses.push((await viaSite('/recover', { email: `random${i}@budgets.test` }, attacker)).status);
    expect(statuses).toEqual([...Array(EMAILS).fill(200), 429]);
    const landlord = await viaSite('/recover', { email: 'landlord@budgets.test' }, '203.0.113.11');
    expect(landlord.status, "the landlord's reset").toBe(200);
  });

  it('count per account too, so many addresses cannot flood one inbox', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= EMAILS; i += 1) {
      statuses.push((await viaSite('/recover', { email: 'Flooded@Budgets.test' }, `198.51.100.${100 + i}`)).status);
    }
    expect(statuses, 'one address each, one recipient').toEqual([...Array(EMAILS).fill(200), 429]);
    const other = await viaSite('/recover', { email: 'someone.else@budgets.test' }, '198.51.100.100');
    expect(other.status, 'another recipient from one of those addresses').toBe(200);
  });
});
