import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom } from './fromAddress.ts';
import { gatewayProcess, type GatewayProcess } from './gatewayProcess.ts';

// Finding 2 (third audit): the development mailbox needed no credentials, so anyone who reached
// the API could ask for a reset of any account, read the link there and choose a new password.
// It now asks for its token (or the service-role key), and is refused on an API others can reach.
const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const EMAIL = 'owner@mailbox.test';

let db: TestDatabase;
let gateway: GatewayProcess;
let token: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-mailbox-'));

async function stop(process: GatewayProcess) {
  process.child.kill();
  if (process.exitCode() === null) await new Promise((resolve) => process.child.once('exit', resolve));
}

beforeAll(async () => {
  db = await createTestDatabase();
  gateway = await gatewayProcess(db.url, dataDir, 'warn', { LOCAL_MAILBOX: 'true' });
  token = (JSON.parse(fs.readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as { mailboxToken: string }).mailboxToken;
  const admin = { apikey: gateway.serviceKey, authorization: `Bearer ${gateway.serviceKey}` };
  expect((await requestFrom('127.0.0.2', `${gateway.url}/auth/v1/admin/users`, {
    headers: admin, body: { email: EMAIL, password: 'owner-pass-1', email_confirm: true },
  })).status).toBe(200);
});

afterAll(async () => {
  if (gateway) await stop(gateway);
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the development mailbox', () => {
  it("does not hand a stranger the reset link they asked for someone else's account", async () => {
    const stranger = '127.0.0.3';
    const asked = await requestFrom(stranger, `${gateway.url}/auth/v1/recover`, { headers: { apikey: gateway.anonKey }, body: { email: EMAIL } });
    expect(asked.status).toBe(200);
    for (const [pathname, headers] of [
      [`/mailbox?to=${encodeURIComponent(EMAIL)}`, {}],
      [`/mailbox?token=wrong&to=${encodeURIComponent(EMAIL)}`, {}],
      [`/mailbox/not-the-token?to=${encodeURIComponent(EMAIL)}`, {}],
      [`/mailbox?to=${encodeURIComponent(EMAIL)}`, { authorization: `Bearer ${gateway.anonKey}` }],
    ] as const) {
      const page = await requestFrom(stranger, `${gateway.url}${pathname}`, { headers });
      expect(page.status, pathname).toBe(401);
      expect(page.text, pathname).not.toContain('/auth/v1/verify');
    }
  });

  it('opens with its token (in the path or the query) or the service-role key', async () => {
    for (const [pathname, headers] of [
      [`/mailbox/${token}?to=${encodeURIComponent(EMAIL)}`, {}],
      [`/mailbox?token=${token}&to=${encodeURIComponent(EMAIL)}`, {}],
      [`/mailbox?to=${encodeURIComponent(EMAIL)}`, { authorization: `Bearer ${gateway.serviceKey}` }],
    ] as const) {
      const page = await requestFrom('127.0.0.4', `${gateway.url}${pathname}`, { headers });
      expect(page.status, pathname).toBe(200);
      expect(page.text, pathname).toContain('/auth/v1/verify');
    }
  });

  it('refuses to start on an API others can reach, unless asked for by name', async () => {
    const child = spawn(process.execPath, [CLI], {
      env: { ...process.env, DATABASE_URL: db.url, API_PORT: '0', DATA_DIR: dataDir, API_HOST: '0.0.0.0', LOCAL_MAILBOX: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A gateway that does start (the defect) must not outlive the test.
    const guard = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(guard);
    expect(code).toBe(1);
    expect(output).toContain('LOCAL_MAILBOX=false');
    expect(output).not.toContain('API URL');

    const forced = await gatewayProcess(db.url, dataDir, 'warn', { API_HOST: '0.0.0.0', LOCAL_MAILBOX: 'force' });
    try {
      const page = await requestFrom('127.0.0.5', `${forced.url}/mailbox/${token}`);
      expect(page.status, 'forced, and still behind its token').toBe(200);
    } finally {
      await stop(forced);
    }
  });
});
