import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { startGateway, type RunningGateway } from '../../src/server.ts';
import type { RealtimeSettings } from '../../src/realtime/settings.ts';
import { realtimeSettingsFromEnv } from '../../src/realtime/settings.ts';
import { people, type Account, type DomainGateway } from '../domain/harness.ts';

/**
 * Two gateway processes' worth of servers (each its own pools and LISTEN connections) on one
 * database with the real schema, as several API workers or hosts run: realtime must deliver
 * whichever one a person is connected to.
 */
export interface TwoGateways {
  a: RunningGateway;
  b: RunningGateway;
  sql: DomainGateway['sql'];
  account(name: string, roles?: Parameters<DomainGateway['account']>[1]): Promise<Account>;
  /** An unmodified supabase-js client of gateway `on`, signed in as the person. */
  signIn(account: Account, on: RunningGateway): Promise<{ id: string; client: SupabaseClient; accessToken: string }>;
  close(): Promise<void>;
}

export async function startTwoGateways(realtime: Partial<RealtimeSettings> = {}): Promise<TwoGateways> {
  const db: TestDatabase = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-realtime-'));
  const settings = { ...realtimeSettingsFromEnv({}), ...realtime };
  const a = await startGateway({ databaseUrl: db.url, port: 0, dataDir, siteUrl: 'http://localhost:5173', realtime: settings, poolSize: 4 });
  const b = await startGateway({ databaseUrl: db.url, port: 0, dataDir, siteUrl: 'http://localhost:5173', realtime: settings, poolSize: 4 });
  const owner = new pg.Pool({ connectionString: db.url, max: 3 });
  owner.on('error', () => {});
  const sql: DomainGateway['sql'] = async (text, values) => (await owner.query(text, values)).rows;
  const onA = people({ url: a.url, anonKey: a.keys.anonKey, serviceRoleKey: a.keys.serviceRoleKey, sql });
  const clients: SupabaseClient[] = [];
  return {
    a, b, sql,
    account: onA.account,
    signIn: async (account, on) => {
      const session = await people({ url: on.url, anonKey: on.keys.anonKey, serviceRoleKey: on.keys.serviceRoleKey, sql }).signIn(account);
      clients.push(session.client);
      return session;
    },
    close: async () => {
      await Promise.all(clients.map((client) => client.removeAllChannels()));
      await Promise.all([a.close(), b.close()]);
      await owner.end();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the status once the channel is subscribed, or rejects with its error. */
export function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
}

/** Collects what a callback receives and lets a test wait for the n-th item. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: { n: number; resolve: () => void }[] = [];
  push = (item: T) => {
    this.items.push(item);
    this.waiters = this.waiters.filter((waiter) => (this.items.length >= waiter.n ? (waiter.resolve(), false) : true));
  };
  /** Resolves once `n` items have arrived; rejects after `ms`. */
  async until(n: number, ms = 5000): Promise<T[]> {
    if (this.items.length >= n) return this.items;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${this.items.length} of ${n} arrived`)), ms);
      this.waiters.push({ n, resolve: () => { clearTimeout(timer); resolve(); } });
    });
    return this.items;
  }
}
