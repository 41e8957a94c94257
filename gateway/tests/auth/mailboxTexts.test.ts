// The development mailbox shows each text message (number and text) when phone sign-in is on and no
// SMS provider is set, as it shows emails: a real gateway process, configured by its environment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayProcess, type GatewayProcess } from '../security/gatewayProcess.ts';

let db: TestDatabase;
let gateway: GatewayProcess;
let token: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-texts-'));

beforeAll(async () => {
  db = await createTestDatabase();
  gateway = await gatewayProcess(db.url, dataDir, 'warn', { LOCAL_MAILBOX: 'true', GOTRUE_EXTERNAL_PHONE_ENABLED: 'true' });
  token = (JSON.parse(fs.readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as { mailboxToken: string }).mailboxToken;
});

afterAll(async () => {
  gateway?.child.kill();
  if (gateway && gateway.exitCode() === null) await new Promise((resolve) => gateway.child.once('exit', resolve));
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const askForCode = (phone: string) =>
  fetch(`${gateway.url}/auth/v1/otp`, {
    method: 'POST',
    headers: { apikey: gateway.anonKey, authorization: `Bearer ${gateway.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ phone }),
  });

describe('text messages in the development mailbox', () => {
  it('shows the number and the text, newest first; ?to= takes the number as people type it', async () => {
    expect((await askForCode('+91 98765 00001')).status).toBe(200);
    expect((await askForCode('+91 98765 00002')).status).toBe(200);
    const page = await (await fetch(`${gateway.url}/mailbox/${token}`)).text();
    expect(page).toMatch(/<h2>Text messages<\/h2><article><h3>Text message to \+919876500002<\/h3>.*?<pre>\d{6} is your Rentals\.in code\./s);
    expect(page.indexOf('+919876500002')).toBeLessThan(page.indexOf('+919876500001'));
    const one = await (await fetch(`${gateway.url}/mailbox/${token}?to=${encodeURIComponent('98765 00001')}`)).text();
    expect(one).toContain('Text message to +919876500001');
    expect(one).not.toContain('+919876500002');
  });

  it('opens only with its token, like the emails', async () => {
    const response = await fetch(`${gateway.url}/mailbox?to=${encodeURIComponent('+91 98765 00001')}`);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('919876500001');
  });
});
