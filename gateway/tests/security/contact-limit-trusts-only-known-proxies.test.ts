import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom } from './fromAddress.ts';
import { gatewayProcess, type GatewayProcess } from './gatewayProcess.ts';

// Finding 8 (third audit): the contact form's 10-an-hour limit per address read whatever
// X-Forwarded-For the caller wrote, so twelve calls naming twelve addresses were all stored. SQL
// now sees the gateway's client address: the socket's peer, or the forwarded one only from the
// site (proxy secret) or a configured proxy (GATEWAY_TRUSTED_PROXIES).
const PER_ADDRESS = 10;
const PROXY_SECRET = 'contact-proxy-secret';
const TRUSTED_PROXY = '127.0.0.4';

let db: TestDatabase;
let gateway: GatewayProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-contact-'));

beforeAll(async () => {
  db = await createTestDatabase();
  gateway = await gatewayProcess(db.url, dataDir, 'warn', {
    GATEWAY_PROXY_SECRET: PROXY_SECRET,
    GATEWAY_TRUSTED_PROXIES: `${TRUSTED_PROXY},10.99.0.0/16`,
  });
});

afterAll(async () => {
  gateway?.child.kill();
  await new Promise((resolve) => (gateway?.exitCode() === null ? gateway.child.once('exit', resolve) : resolve(null)));
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let sent = 0;
function enquire(from: string, headers: Record<string, string>) {
  sent += 1;
  return requestFrom(from, `${gateway.url}/rest/v1/rpc/submit_contact_enquiry`, {
    headers: { apikey: gateway.anonKey, ...headers },
    body: {
      _name: 'Asha Verma',
      _email: `sender${sent}@contact.test`,
      _topic: 'general',
      _message: 'Please call me about a two-bedroom flat in Pune.',
    },
  });
}

async function statuses(count: number, send: (i: number) => ReturnType<typeof enquire>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push((await send(i)).status);
  return out;
}

describe('the per-address contact limit', () => {
  it('counts the socket address when anyone else writes X-Forwarded-For', async () => {
    const seen = await statuses(PER_ADDRESS + 2, (i) => enquire('127.0.0.2', { 'x-forwarded-for': `198.51.100.${i + 1}` }));
    expect(seen).toEqual([...Array(PER_ADDRESS).fill(204), 429, 429]);
  });

  it("counts each visitor the site names with the proxy secret, and the right-most entry only", async () => {
    const seen = await statuses(PER_ADDRESS + 2, (i) =>
      enquire('127.0.0.3', { 'x-forwarded-for': `10.0.0.1, 203.0.113.${i + 1}`, 'x-proxy-secret': PROXY_SECRET }));
    expect(seen, 'twelve visitors').toEqual(Array(PER_ADDRESS + 2).fill(204));
    const rows = await statuses(1, () => enquire('127.0.0.3', { 'x-forwarded-for': '203.0.113.1', 'x-proxy-secret': PROXY_SECRET }));
    expect(rows, 'one of them again').toEqual([204]);
  });

  it('believes a configured trusted proxy', async () => {
    const seen = await statuses(PER_ADDRESS + 2, (i) => enquire(TRUSTED_PROXY, { 'x-forwarded-for': `192.0.2.${i + 1}` }));
    expect(seen).toEqual(Array(PER_ADDRESS + 2).fill(204));
  });

  it('counts the visitor behind a site server that called through the trusted reverse proxy (its own hop listed too)', async () => {
    // The site server (10.99.0.7, in the trusted range) named its visitor; the proxy appended the site.
    const seen = await statuses(PER_ADDRESS + 2, (i) =>
      enquire(TRUSTED_PROXY, { 'x-forwarded-for': `198.18.0.${i + 1}, 10.99.0.7`, 'x-proxy-secret': PROXY_SECRET }));
    expect(seen, 'twelve visitors, not one site').toEqual(Array(PER_ADDRESS + 2).fill(204));
    const forged = await statuses(PER_ADDRESS + 2, () => enquire(TRUSTED_PROXY, { 'x-forwarded-for': '10.99.0.8, 10.99.0.9' }));
    expect(forged, 'a chain of trusted hops only: its left-most entry counts').toEqual([...Array(PER_ADDRESS).fill(204), 429, 429]);
  });
});
