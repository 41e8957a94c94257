import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import pg from 'pg';
import { authenticatorUrl } from '@rentals/db/authenticator';
import { createTestDatabase, testAuthenticatorPassword } from '@rentals/db/testing';
import { authConfigFromEnv, type AuthConfig } from '../../src/auth/config.ts';
import { authRoutes } from '../../src/auth/routes.ts';
import type { GatewayContext } from '../../src/context.ts';
import { generateKeys } from '../../src/keys.ts';
import { openStorageBackend, type StorageSettings } from '../../src/storage/backends/settings.ts';
import { storageRoutes } from '../../src/storage/routes.ts';
import { testStorageSettings } from '../storage/backend.ts';

export const SITE_URL = 'http://localhost:5173';

export interface TestGateway {
  url: string;
  ctx: GatewayContext;
  /** Where ctx.storageBackend keeps bytes: another backend opened on them is another host's view. */
  storage: StorageSettings;
  /** The owner connection, for arranging and inspecting rows. */
  db: pg.Pool;
  /** The auth settings the routes read on each request (a test may change one for a while). */
  config: AuthConfig;
  /** A supabase-js client with the given key (anon by default), no persisted session. */
  client(key?: string): SupabaseClient;
  close(): Promise<void>;
}

/**
 * The auth and storage routers on a tiny Hono app over real HTTP, against a throw-away database
 * and the storage backend the test run names (STORAGE_BACKEND), in a place of its own; `configure` adjusts the auth settings (e.g. lower rate limits) before the routers are built.
 */
export async function startGateway(configure: (config: AuthConfig) => void = () => {}): Promise<TestGateway> {
  const database = await createTestDatabase();
  const adminPool = new pg.Pool({ connectionString: database.url, max: 4 });
  const pool = new pg.Pool({ connectionString: authenticatorUrl(database.url, testAuthenticatorPassword()), max: 4 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  const storage = testStorageSettings(dataDir);
  const ctx: GatewayContext = {
    pool,
    adminPool,
    keys: await generateKeys(),
    dataDir,
    storageBackend: await openStorageBackend(storage),
    apiUrl: '',
    siteUrl: SITE_URL,
    allowedOrigins: [],
  };
  const config = authConfigFromEnv({});
  configure(config);
  const app = new Hono();
  app.route('/auth/v1', authRoutes(ctx, config));
  app.route('/storage/v1', storageRoutes(ctx));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx.apiUrl = url;
  return {
    url,
    ctx,
    storage,
    db: adminPool,
    config,
    client: (key = ctx.keys.anonKey) =>
      createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
      await adminPool.end();
      await database.drop();
      ctx.storageBackend.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The claims of a JWT, decoded without verification (the tests read what the server put in). */
export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Headers auth-js sends, for raw requests. */
export function authHeaders(gateway: TestGateway, bearer?: string): Record<string, string> {
  return {
    apikey: gateway.ctx.keys.anonKey,
    authorization: `Bearer ${bearer ?? gateway.ctx.keys.anonKey}`,
    'content-type': 'application/json;charset=UTF-8',
    'x-supabase-api-version': '2024-01-01',
  };
}

let counter = 0;
/** A unique email per call, so tests within one file do not collide. */
export function uniqueEmail(name = 'user'): string {
  counter += 1;
  return `${name}${counter}.${process.pid}@x.in`;
}

/**
 * A confirmed account made through the service role (the admin API with email_confirm), then signed
 * in with its password: what a test that needs an account wants. Sign-up itself is tested with the
 * settings it is about (signup.test.ts).
 */
export async function createSignedInUser(gateway: TestGateway, email = uniqueEmail(), password = 'correct-horse') {
  const created = await gateway.client(gateway.ctx.keys.serviceRoleKey).auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const { data, error } = await gateway.client().auth.signInWithPassword({ email, password });
  if (error || !data.session || !data.user) throw error ?? new Error('sign-in returned no session');
  return { email, password, session: data.session, user: data.user };
}
