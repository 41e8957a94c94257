import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { startGateway, type RunningGateway } from '../../src/server.ts';

/**
 * The whole gateway (REST, Auth) in-process over a database with the real domain schema and
 * business functions; people sign in through /auth/v1 exactly as the front ends do.
 */

export type AppRole = 'admin' | 'property_manager' | 'broker' | 'landlord' | 'tenant' | 'user' | 'affiliate';

const PASSWORD = 'correct-horse-battery';
const NO_STORAGE = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

export interface Account {
  id: string;
  email: string;
}

export interface Session {
  id: string;
  /** A supabase-js client holding this person's session. */
  client: SupabaseClient;
  accessToken: string;
}

export interface DomainGateway {
  url: string;
  gateway: RunningGateway;
  /** The database owner, for arranging rows past RLS and checking what a request did. */
  sql<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** The same owner connection pool, for fixture helpers that take one. */
  owner: pg.Pool;
  /** The unmodified supabase-js client with the anon key and no session. */
  anon(): SupabaseClient;
  /** The anon-key client sending a given bearer token (as ra-supabase and server code do). */
  clientWithToken(token: string): SupabaseClient;
  /** A confirmed account with a password, created through the admin API, holding the given roles. */
  account(name: string, roles?: AppRole[]): Promise<Account>;
  /** Signs in with the password through /auth/v1 (aal1). */
  signIn(account: Account): Promise<Session>;
  /** Enrolls a TOTP factor and verifies it, raising the session to aal2. */
  raiseToAal2(session: Session): Promise<Session>;
  close(): Promise<void>;
}

/**
 * Accounts and sign-in through any gateway (in this process or another one): accounts are created
 * with the admin API, roles written as the owner, sessions opened with the password and raised to
 * aal2 with a freshly enrolled TOTP factor.
 */
export function people(gw: { url: string; anonKey: string; serviceRoleKey: string; sql: DomainGateway['sql'] }) {
  const clientFor = (key: string) => createClient(gw.url, key, { auth: NO_STORAGE });
  const service = clientFor(gw.serviceRoleKey);
  return {
    account: async (name: string, roles: AppRole[] = []): Promise<Account> => {
      const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@domain.test`;
      const { data, error } = await service.auth.admin.createUser({
        email, password: PASSWORD, email_confirm: true, user_metadata: { full_name: name },
      });
      if (error || !data.user) throw error ?? new Error(`could not create ${email}`);
      for (const role of roles) {
        await gw.sql(`insert into public.user_roles (user_id, role) values ($1, $2::public.app_role)`, [data.user.id, role]);
      }
      return { id: data.user.id, email };
    },
    signIn: async (account: Account): Promise<Session> => {
      const client = clientFor(gw.anonKey);
      const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: PASSWORD });
      if (error || !data.session) throw error ?? new Error(`no session for ${account.email}`);
      return { id: account.id, client, accessToken: data.session.access_token };
    },
    raiseToAal2: async (session: Session): Promise<Session> => {
      const { mfa } = session.client.auth;
      const enrolled = await mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
      if (enrolled.error) throw enrolled.error;
      const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.data.totp.secret) });
      const verified = await mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totp.generate() });
      if (verified.error) throw verified.error;
      return { ...session, accessToken: verified.data.access_token };
    },
  };
}

export async function startDomainGateway(options: { maxConcurrent?: number; dbQueue?: number } = {}): Promise<DomainGateway> {
  const db: TestDatabase = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-domain-'));
  const gateway = await startGateway({ databaseUrl: db.url, port: 0, dataDir, siteUrl: 'http://localhost:5173', ...options });
  const owner = new pg.Pool({ connectionString: db.url, max: 3 });
  // The database is dropped with (force) at the end; a late termination notice is expected then.
  owner.on('error', () => {});
  const clientFor = (key: string) => createClient(gateway.url, key, { auth: NO_STORAGE });
  const sql: DomainGateway['sql'] = async (text, values) => (await owner.query(text, values)).rows;

  return {
    url: gateway.url,
    gateway,
    sql,
    owner,
    anon: () => clientFor(gateway.keys.anonKey),
    clientWithToken: (token) => createClient(gateway.url, gateway.keys.anonKey, {
      auth: NO_STORAGE, global: { headers: { Authorization: `Bearer ${token}` } },
    }),
    ...people({ url: gateway.url, anonKey: gateway.keys.anonKey, serviceRoleKey: gateway.keys.serviceRoleKey, sql }),
    close: async () => {
      await gateway.close();
      await owner.end();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The claims of a JWT, decoded without verification (to check what the server put in). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Raw GET on /rest/v1 with the anon key and a bearer token, for status codes and headers. */
export function restGet(dg: DomainGateway, pathAndQuery: string, token: string): Promise<Response> {
  return fetch(`${dg.url}/rest/v1${pathAndQuery}`, {
    headers: { apikey: dg.gateway.keys.anonKey, Authorization: `Bearer ${token}` },
  });
}
