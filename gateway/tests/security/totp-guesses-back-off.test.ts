import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom } from './fromAddress.ts';
import { gatewayProcess, type GatewayProcess } from './gatewayProcess.ts';

// Finding 5 (third audit): with an admin's password-only token, wrong TOTP codes were limited per
// address only: 30 from one address, 30 more from another, and the right code from a third still
// passed, so a code fell in about an hour. Wrong codes now count per account in the database, with
// the sign-in delay (5 free, then 30 s doubling), across gateway processes and restarts.
const FREE = 5;

let db: TestDatabase;
let owner: pg.Pool;
const gateways: GatewayProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-totp-'));
let attacker = 1;
const nextAddress = () => `127.0.0.${(attacker += 1)}`;

beforeAll(async () => {
  db = await createTestDatabase();
  owner = new pg.Pool({ connectionString: db.url, max: 2 });
  for (let i = 0; i < 2; i += 1) gateways.push(await gatewayProcess(db.url, dataDir));
});

afterAll(async () => {
  for (const gateway of gateways) {
    gateway.child.kill();
    if (gateway.exitCode() === null) await new Promise((resolve) => gateway.child.once('exit', resolve));
  }
  await owner?.end();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function call(gateway: GatewayProcess, pathname: string, token: string, body: unknown, from = nextAddress()) {
  return requestFrom(from, `${gateway.url}/auth/v1${pathname}`, {
    headers: { apikey: gateway.anonKey, authorization: `Bearer ${token}` },
    body,
  });
}

/** An admin with a verified TOTP factor, and a fresh password-only (aal1) token, as a thief would have. */
async function adminWithFactor(name: string) {
  const [gateway] = gateways as [GatewayProcess];
  const email = `${name}@totp.test`;
  const created = await call(gateway, '/admin/users', gateway.serviceKey, { email, password: 'admin-pass-1', email_confirm: true });
  expect(created.status).toBe(200);
  const signIn = async () => (await call(gateway, '/token?grant_type=password', gateway.anonKey, { email, password: 'admin-pass-1' })).json<{ access_token: string }>().access_token;
  const first = await signIn();
  const enrolled = (await call(gateway, '/factors', first, { factor_type: 'totp' })).json<{ id: string; totp: { secret: string } }>();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.totp.secret) });
  const challenge = (await call(gateway, `/factors/${enrolled.id}/challenge`, first, {})).json<{ id: string }>();
  expect((await call(gateway, `/factors/${enrolled.id}/verify`, first, { challenge_id: challenge.id, code: totp.generate() })).status).toBe(200);
  return { userId: created.json<{ id: string }>().id, factorId: enrolled.id, totp, token: await signIn() };
}

async function verify(gateway: GatewayProcess, admin: Awaited<ReturnType<typeof adminWithFactor>>, code: string) {
  const challenge = (await call(gateway, `/factors/${admin.factorId}/challenge`, admin.token, {})).json<{ id: string }>();
  return call(gateway, `/factors/${admin.factorId}/verify`, admin.token, { challenge_id: challenge.id, code });
}

const wrongCode = (totp: OTPAuth.TOTP, i: number) => {
  const right = new Set([-1, 0, 1].map((ahead) => totp.generate({ timestamp: Date.now() + ahead * 30_000 })));
  let code = String(100000 + i * 7919).slice(-6);
  while (right.has(code)) code = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return code;
};

describe('wrong TOTP codes', () => {
  it('lock the account after a few, from any address and any gateway process, even for the right code', async () => {
    const admin = await adminWithFactor('guessed');
    const statuses: number[] = [];
    for (let i = 0; i < FREE; i += 1) statuses.push((await verify(gateways[i % 2]!, admin, wrongCode(admin.totp, i))).status);
    expect(statuses, 'free failures, each from its own address, alternating processes').toEqual(Array(FREE).fill(422));

    const locked = await verify(gateways[1]!, admin, admin.totp.generate());
    expect(locked.status, 'the right code from yet another address waits').toBe(429);
    expect(locked.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(25);

    // A restarted process still refuses: the count lives in the database.
    gateways[0]!.child.kill();
    await new Promise((resolve) => gateways[0]!.child.once('exit', resolve));
    gateways[0] = await gatewayProcess(db.url, dataDir);
    expect((await verify(gateways[0], admin, admin.totp.generate())).status, 'after a restart').toBe(429);

    // Once the delay has passed, a wrong code doubles it; the right one then clears the count.
    await owner.query(`update auth.sign_in_failures set locked_until = now() where key = $1`, [`mfa:${admin.userId}`]);
    expect((await verify(gateways[0], admin, wrongCode(admin.totp, 99))).status).toBe(422);
    const doubled = await verify(gateways[1]!, admin, admin.totp.generate());
    expect(doubled.status).toBe(429);
    expect(Number(doubled.headers['retry-after'])).toBeGreaterThanOrEqual(55);
    await owner.query(`update auth.sign_in_failures set locked_until = now() where key = $1`, [`mfa:${admin.userId}`]);
    expect((await verify(gateways[1]!, admin, admin.totp.generate({ timestamp: Date.now() + 30_000 }))).status).toBe(200);
    expect((await owner.query('select 1 from auth.sign_in_failures where key = $1', [`mfa:${admin.userId}`])).rowCount).toBe(0);
  });

  it('parallel guesses do not slip past the limit together', async () => {
    const admin = await adminWithFactor('parallel');
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => verify(gateways[i % 2]!, admin, wrongCode(admin.totp, i))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 422), 'only the free failures are checked').toHaveLength(FREE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - FREE);
  });

  it('a code another sign-in already used is refused but not counted, so the right code keeps working', async () => {
    const admin = await adminWithFactor('replayed');
    const used = admin.totp.generate();
    const first = await verify(gateways[0]!, admin, used);
    expect([200, 422], 'the enrolment may have spent this step').toContain(first.status);
    for (let i = 0; i < FREE + 2; i += 1) expect((await verify(gateways[i % 2]!, admin, used)).status, `replay ${i}`).toBe(422);
    expect((await verify(gateways[0]!, admin, admin.totp.generate({ timestamp: Date.now() + 30_000 }))).status).toBe(200);
  });
});
