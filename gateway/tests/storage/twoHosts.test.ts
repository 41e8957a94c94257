import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../src/context.ts';
import { openStorageBackend } from '../../src/storage/backends/settings.ts';
import { storageConfigFromEnv } from '../../src/storage/config.ts';
import { storageRoutes } from '../../src/storage/routes.ts';
import { startStorage, type StorageFixture } from './fixture.ts';

/**
 * Two gateway hosts on one database and one storage backend, each with a DATA_DIR of its own:
 * what one stores, the other serves, copies, moves and deletes, and a resumable upload begun
 * through one is finished through the other. On S3 the hosts share the bucket and nothing else;
 * the file backend needs the folder itself shared (DATA_DIR/storage on a network filesystem).
 */
let f: StorageFixture;
let other: { url: string; ctx: GatewayContext; dataDir: string; close: () => Promise<void> };

beforeAll(async () => {
  f = await startStorage();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-host-b-'));
  const ctx: GatewayContext = { ...f.gateway.ctx, dataDir, storageBackend: await openStorageBackend(f.gateway.storage) };
  const app = new Hono();
  app.route('/storage/v1', storageRoutes(ctx, storageConfigFromEnv({})));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  other = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ctx,
    dataDir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      ctx.storageBackend.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
afterAll(async () => {
  await other.close();
  await f.gateway.close();
});

/** User A's client, talking to host B (which serves storage only: the token goes in every request). */
const throughB = (): SupabaseClient =>
  createClient(other.url, f.gateway.ctx.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${f.a.token}` } },
  });

const bytes = (size: number, seed = 3) => Buffer.from(Array.from({ length: size }, (_, i) => (i * seed + 7) % 251));

describe('two gateway hosts on one database and one storage backend', () => {
  it('serve, render, copy, move and delete what the other stored', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
    const name = `${f.a.id}/flat-2/kitchen.jpg`;
    expect((await f.a.client.storage.from('listing-photos').upload(name, jpeg, { contentType: 'image/jpeg' })).error).toBeNull();

    const photos = throughB().storage.from('listing-photos');
    const served = await fetch(photos.getPublicUrl(name).data.publicUrl);
    expect(served.status, 'host B serves host A\'s upload').toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
    const range = await fetch(photos.getPublicUrl(name).data.publicUrl, { headers: { range: 'bytes=2-9' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(jpeg.subarray(2, 10))).toBe(true);
    const card = await fetch(photos.getPublicUrl(name, { transform: { width: 200 } }).data.publicUrl);
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(200);

    expect((await photos.copy(name, `${f.a.id}/flat-2/kitchen-copy.jpg`)).error).toBeNull();
    expect((await photos.move(name, `${f.a.id}/flat-2/kitchen-moved.jpg`)).error).toBeNull();
    const moved = await f.a.client.storage.from('listing-photos').download(`${f.a.id}/flat-2/kitchen-moved.jpg`);
    expect(Buffer.from(await moved.data!.arrayBuffer()).equals(jpeg), 'host A serves what host B moved').toBe(true);
    expect((await photos.remove([`${f.a.id}/flat-2/kitchen-copy.jpg`])).error).toBeNull();
    expect((await f.a.client.storage.from('listing-photos').download(`${f.a.id}/flat-2/kitchen-copy.jpg`)).error).toMatchObject({ statusCode: '404' });
    expect(await f.gateway.ctx.storageBackend.list(`listing-photos/${f.a.id}/flat-2/kitchen`)).toHaveLength(1);
  });

  it('finish a resumable upload that the other began', async () => {
    const name = `${f.a.id}/tour.mp4`;
    const content = bytes(200 * 1024);
    const fields = { bucketName: 'tenant-docs', objectName: name, contentType: 'video/mp4' };
    const headers = { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${f.a.token}` };
    // Host A takes the first chunk, then the connection drops.
    const begun = await new Promise<string>((resolve, reject) => {
      const task: tus.Upload = new tus.Upload(content, {
        endpoint: `${f.gateway.url}/storage/v1/upload/resumable`, retryDelays: [], chunkSize: 64 * 1024, metadata: fields,
        uploadDataDuringCreation: true, headers,
        onChunkComplete: () => void task.abort().then(() => resolve(task.url!)),
        onError: reject,
      });
      task.start();
    });
    let resumedAt = -1;
    await new Promise<void>((resolve, reject) => {
      const task = new tus.Upload(content, {
        endpoint: `${other.url}/storage/v1/upload/resumable`, uploadUrl: begun.replace(f.gateway.url, other.url), retryDelays: [],
        chunkSize: 64 * 1024, metadata: fields, headers,
        onProgress: (sent) => void (resumedAt < 0 && (resumedAt = sent)),
        onError: reject,
        onSuccess: () => resolve(),
      });
      task.start();
    });
    expect(resumedAt, 'host B carried on from where host A stopped').toBeGreaterThanOrEqual(64 * 1024);
    const { data } = await f.a.client.storage.from('tenant-docs').download(name);
    expect(Buffer.from(await data!.arrayBuffer()).equals(content)).toBe(true);
  });
});
