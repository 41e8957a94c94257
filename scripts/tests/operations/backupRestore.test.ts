// `npm run backup` taken while the product serves, `npm run restore` into a fresh folder, and the
// product started on it: the same rows, the same sessions and the same stored files.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir } from '../../../db/src/backup/backup.ts';
import { restoreDataDir } from '../../../db/src/backup/restore.ts';
import { pngImage } from '../../../e2e/src/images.ts';
import { startProduct, type RunningProduct } from '../../product.ts';
import { api, productPorts, signedInAccount, tempFolder, type Session } from './harness.ts';

const folders: string[] = [];
let original: RunningProduct | undefined;
let restored: RunningProduct | undefined;
let session: Session;
let keysBefore: { anonKey: string; serviceRoleKey: string };
const photo = pngImage(24, 16, [30, 120, 200]);
const backupFile = () => path.join(folders[0]!, 'backups', 'rentals.tar.gz');

const start = async (dataDir: string) => startProduct({ dataDir, ...(await productPorts()), seed: false, apiWorkers: 1 });

beforeAll(async () => {
  folders.push(tempFolder('backup-from'), tempFolder('backup-into'));
  original = await start(folders[0]!);
  keysBefore = { anonKey: original.anonKey, serviceRoleKey: original.serviceRoleKey };
  session = await signedInAccount(original.apiUrl, original, 'asha.backup@example.in');
  const named = await api(original.apiUrl, original.anonKey, `/rest/v1/profiles?user_id=eq.${session.user.id}`, {
    method: 'PATCH', bearer: session.access_token, body: JSON.stringify({ full_name: 'Asha Verma (restored)' }),
  });
  expect(named.status, await named.clone().text()).toBe(204);
  const uploaded = await api(original.apiUrl, original.anonKey, `/storage/v1/object/property-images/avatars/${session.user.id}.png`, {
    method: 'POST', bearer: session.access_token, headers: { 'content-type': 'image/png' }, body: photo,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  // Taken while the product serves, as an operator's nightly backup is.
  await backupDataDir({ dataDir: folders[0]!, file: backupFile() });
  // After the backup: not in it.
  await signedInAccount(original.apiUrl, original, 'after.backup@example.in');
  await original.stop();
  original = undefined;
  fs.rmSync(folders[1]!, { recursive: true });
  await restoreDataDir({ file: backupFile(), dataDir: folders[1]! });
  restored = await start(folders[1]!);
}, 900_000);

afterAll(async () => {
  await original?.stop();
  await restored?.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe('a backup restored into a fresh folder', () => {
  it('is a file only its owner may read, holding the keys', () => {
    expect(fs.statSync(backupFile()).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(path.join(folders[1]!, 'keys.json'), 'utf8')).toBe(fs.readFileSync(path.join(folders[0]!, 'keys.json'), 'utf8'));
  });

  it('serves the rows as they were when it was taken', async () => {
    const profile = await api(restored!.apiUrl, restored!.anonKey, `/rest/v1/profiles?select=full_name&user_id=eq.${session.user.id}`, { bearer: session.access_token });
    expect(await profile.json()).toEqual([{ full_name: 'Asha Verma (restored)' }]);
    const users = await api(restored!.apiUrl, restored!.serviceRoleKey, '/auth/v1/admin/users');
    const emails = ((await users.json()) as { users: { email: string }[] }).users.map((user) => user.email);
    expect(emails).toEqual(['asha.backup@example.in']);
  });

  it('keeps the sessions: the access token is still good and the refresh token still renews', async () => {
    expect({ anonKey: restored!.anonKey, serviceRoleKey: restored!.serviceRoleKey }, 'the API keys').toEqual(keysBefore);
    const me = await api(restored!.apiUrl, restored!.anonKey, '/auth/v1/user', { bearer: session.access_token });
    expect(me.status).toBe(200);
    const renewed = await api(restored!.apiUrl, restored!.anonKey, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST', body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(renewed.status, await renewed.clone().text()).toBe(200);
  });

  it('serves the stored files, byte for byte', async () => {
    const file = await fetch(`${restored!.apiUrl}/storage/v1/object/public/property-images/avatars/${session.user.id}.png`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(photo)).toBe(true);
  });
});
