import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom } from './fromAddress.ts';
import { gatewayProcess, type GatewayProcess } from './gatewayProcess.ts';

// Finding 9 (third audit): sign-up told who has an account. With email confirmation on, an
// address that has an account now gets the answer a new address gets, and its owner an email.
let db: TestDatabase;
let owner: pg.Pool;
let gateway: GatewayProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-signup-'));
const TAKEN = 'taken@signup.test';

beforeAll(async () => {
  db = await createTestDatabase();
  owner = new pg.Pool({ connectionString: db.url, max: 2 });
  gateway = await gatewayProcess(db.url, dataDir, 'warn', { GOTRUE_MAILER_AUTOCONFIRM: 'false' });
  const created = await requestFrom('127.0.0.2', `${gateway.url}/auth/v1/admin/users`, {
    headers: { apikey: gateway.serviceKey, authorization: `Bearer ${gateway.serviceKey}` },
    body: { email: TAKEN, password: 'taken-pass-1', email_confirm: true },
  });
  expect(created.status).toBe(200);
});

afterAll(async () => {
  gateway?.child.kill();
  if (gateway && gateway.exitCode() === null) await new Promise((resolve) => gateway.child.once('exit', resolve));
  await owner?.end();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const signUp = (email: string, from: string) =>
  requestFrom(from, `${gateway.url}/auth/v1/signup`, {
    headers: { apikey: gateway.anonKey },
    body: { email, password: 'a-new-password-1', data: { full_name: 'Someone' } },
  });

/** Keys and kinds of a JSON value, with ids, times and the address itself left out. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, shape(item)]));
  }
  if (typeof value === 'string' && (/^[0-9a-f-]{36}$/.test(value) || /^\d{4}-\d\d-\d\dT/.test(value) || value.includes('@'))) return typeof value;
  return value;
}

describe('sign-up with email confirmation on', () => {
  it('answers an address that has an account exactly as a new one, in any letter case', async () => {
    const fresh = await signUp('brand.new@signup.test', '127.0.0.3');
    for (const taken of [TAKEN, 'Taken@Signup.TEST']) {
      const answer = await signUp(taken, '127.0.0.4');
      expect(answer.status, taken).toBe(fresh.status);
      expect(shape(answer.json()), taken).toEqual(shape(fresh.json()));
    }
    expect(fresh.status).toBe(200);
  });

  it("emails the account's owner about the attempt instead", async () => {
    await owner.query('delete from auth.outbox where recipient = $1', [TAKEN]);
    expect((await signUp(TAKEN, '127.0.0.5')).status).toBe(200);
    const { rows } = await owner.query<{ subject: string; link: string | null }>('select subject, link from auth.outbox where recipient = $1', [TAKEN]);
    expect(rows).toEqual([{ subject: 'Someone tried to sign up with your email', link: null }]);
    const signedIn = await requestFrom('127.0.0.5', `${gateway.url}/auth/v1/token?grant_type=password`, {
      headers: { apikey: gateway.anonKey }, body: { email: TAKEN, password: 'taken-pass-1' },
    });
    expect(signedIn.status, 'the account is as it was').toBe(200);
  });
});
