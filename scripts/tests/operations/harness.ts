// What the operations tests share: throw-away data folders and ports for whole products, and the
// calls a person's client makes (a confirmed account through the admin API, a password sign-in).
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../db/src/config.ts';
import { freePort } from '../../../db/src/preflight.ts';

/** A fresh folder under .tmp/ the embedded PostgreSQL (the postgres user when root) may enter. */
export function tempFolder(prefix: string): string {
  fs.mkdirSync(path.join(REPO_ROOT, '.tmp'), { recursive: true });
  const folder = fs.mkdtempSync(path.join(REPO_ROOT, '.tmp', `${prefix}-`));
  fs.chmodSync(folder, 0o755);
  return folder;
}

export async function productPorts(): Promise<{ dbPort: number; apiPort: number; sitePort: number }> {
  return { dbPort: await freePort(), apiPort: await freePort(), sitePort: await freePort() };
}

/** A call to the gateway with an API key as apikey and bearer (or `bearer` instead), on a fresh connection. */
export function api(apiUrl: string, key: string, pathname: string, init: RequestInit & { bearer?: string } = {}): Promise<Response> {
  return fetch(`${apiUrl}${pathname}`, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${init.bearer ?? key}`, connection: 'close', 'content-type': 'application/json', ...init.headers },
  });
}

export interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

/** A confirmed account made through the admin API, signed in with its password. */
export async function signedInAccount(apiUrl: string, keys: { anonKey: string; serviceRoleKey: string }, email: string): Promise<Session> {
  const password = 'Backup@Test2026';
  const made = await api(apiUrl, keys.serviceRoleKey, '/auth/v1/admin/users', {
    method: 'POST', body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { full_name: 'Asha Verma' } }),
  });
  if (!made.ok) throw new Error(`creating ${email}: ${made.status} ${await made.text()}`);
  const signedIn = await api(apiUrl, keys.anonKey, '/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password }) });
  if (!signedIn.ok) throw new Error(`signing in ${email}: ${signedIn.status} ${await signedIn.text()}`);
  return (await signedIn.json()) as Session;
}
