import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyJwt } from './jwt.ts';
import { generateKeys, loadOrCreateKeys } from './keys.ts';

const SECRET = 'a-secret-of-this-deployment-long-enough-for-hs256-0123456789';
const folders: string[] = [];
const folder = () => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'));
  folders.push(made);
  return made;
};

afterEach(() => {
  vi.useRealTimers();
  for (const made of folders.splice(0)) fs.rmSync(made, { recursive: true, force: true });
});

describe('keys signed from SUPABASE_JWT_SECRET', () => {
  it('are the same in every process, on every host and at every start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T10:00:00Z'));
    const first = await loadOrCreateKeys(folder(), { SUPABASE_JWT_SECRET: SECRET });
    // Another host (its own DATA_DIR) starting a little later, and the same host a day later.
    vi.setSystemTime(new Date('2026-12-05T10:00:07Z'));
    const second = await loadOrCreateKeys(folder(), { SUPABASE_JWT_SECRET: SECRET });
    vi.setSystemTime(new Date('2026-12-06T10:00:00Z'));
    const third = await loadOrCreateKeys(folder(), { SUPABASE_JWT_SECRET: SECRET });
    expect(second.anonKey, 'anon key').toBe(first.anonKey);
    expect(third.serviceRoleKey, 'service-role key').toBe(first.serviceRoleKey);
  });

  it('carry their role, are signed with the secret and expire on 1 January 2036', async () => {
    const keys = await loadOrCreateKeys(folder(), { SUPABASE_JWT_SECRET: SECRET });
    await expect(verifyJwt(keys.anonKey, SECRET)).resolves.toMatchObject({ role: 'anon', iss: 'supabase' });
    const claims = await verifyJwt(keys.serviceRoleKey, SECRET);
    expect(claims.role).toBe('service_role');
    expect(new Date((claims.exp ?? 0) * 1000).toISOString()).toBe('2036-01-01T00:00:00.000Z');
  });

  it('are the same as those of the keys.json that holds the secret', async () => {
    const generated = await loadOrCreateKeys(folder(), {});
    const elsewhere = await loadOrCreateKeys(folder(), { SUPABASE_JWT_SECRET: generated.jwtSecret });
    expect([elsewhere.anonKey, elsewhere.serviceRoleKey]).toEqual([generated.anonKey, generated.serviceRoleKey]);
  });
});

describe('keys.json', () => {
  it('is made once, readable by its owner only, with a generated authenticator password', async () => {
    const dataDir = folder();
    const first = await loadOrCreateKeys(dataDir, {});
    expect(fs.statSync(path.join(dataDir, 'keys.json')).mode & 0o777).toBe(0o600);
    expect(first.authenticatorPassword).toMatch(/^[\w-]{40,}$/);
    expect(await loadOrCreateKeys(dataDir, {}), 'a second start').toEqual(first);
    expect(fs.readdirSync(dataDir), 'nothing staged is left behind').toEqual(['keys.json']);
  });

  it('gains an authenticator password once when it was made before there was one', async () => {
    const dataDir = folder();
    const { authenticatorPassword: _none, ...older } = await generateKeys();
    fs.writeFileSync(path.join(dataDir, 'keys.json'), JSON.stringify(older), { mode: 0o600 });
    const first = await loadOrCreateKeys(dataDir, {});
    expect(first.authenticatorPassword).toMatch(/^[\w-]{40,}$/);
    expect(first.anonKey, 'the keys it had stay').toBe(older.anonKey);
    expect((await loadOrCreateKeys(dataDir, {})).authenticatorPassword).toBe(first.authenticatorPassword);
  });

  it('gives way to AUTHENTICATOR_PASSWORD', async () => {
    const keys = await loadOrCreateKeys(folder(), { AUTHENTICATOR_PASSWORD: 'shared-by-every-host' });
    expect(keys.authenticatorPassword).toBe('shared-by-every-host');
  });
});
