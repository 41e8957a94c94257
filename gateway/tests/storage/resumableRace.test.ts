import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorage, type StorageFixture } from './fixture.ts';

/**
 * PATCH requests racing on one resumable upload (a client retrying on a new connection while the
 * first is still sending, or several tabs): the request that loses is told where the upload stands
 * (409) or that it is gone (404), as tus-node-server and storage-api answer, never a 500.
 */
let f: StorageFixture;
beforeAll(async () => {
  f = await startStorage();
});
afterAll(() => f.gateway.close());

const ROUNDS = 20;
const RACERS = 6;
const LOSERS = [404, 409];
const bytes = (size: number, seed: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * seed + 13) % 251));
const meta = (fields: Record<string, string>) =>
  Object.entries(fields).map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`).join(',');
const headers = (extra: Record<string, string> = {}) =>
  ({ apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${f.a.token}`, 'tus-resumable': '1.0.0', ...extra });

async function createUpload(name: string, length: number): Promise<string> {
  const response = await fetch(`${f.gateway.url}/storage/v1/upload/resumable`, {
    method: 'POST',
    headers: headers({ 'upload-length': String(length), 'upload-metadata': meta({ bucketName: 'tenant-docs', objectName: name }) }),
  });
  expect(response.status).toBe(201);
  return new URL(response.headers.get('location')!, f.gateway.url).toString();
}

const patch = (url: string, offset: number, body: Buffer) =>
  fetch(url, {
    method: 'PATCH',
    headers: headers({ 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) }),
    body: new Uint8Array(body),
  });

const head = (url: string) => fetch(url, { method: 'HEAD', headers: headers() });

/**
 * Fires `count` requests, the i-th `i * spread` ms after the first: requests that arrive together
 * meet a lock, staggered ones also meet the upload as it is finished and forgotten.
 */
function race<T>(count: number, spread: number, request: () => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => new Promise((resolve) => setTimeout(resolve, i * spread)).then(request)));
}

/** What the upload at `url` still keeps: its row (description and lock) and its parts in the storage backend. */
async function leftovers(url: string): Promise<string[]> {
  const version = Buffer.from(new URL(url).pathname.split('/').pop()!, 'base64url').toString('utf8').split('/').pop()!;
  const { rowCount } = await f.gateway.ctx.adminPool.query('select 1 from private.resumable_uploads where version = $1', [version]);
  const parts = (await f.gateway.ctx.storageBackend.listParts()).filter((part) => part.name.includes(version));
  return [...(rowCount ? ['row'] : []), ...parts.map((part) => part.name)];
}

async function downloaded(name: string): Promise<Buffer> {
  const { data, error } = await f.a.client.storage.from('tenant-docs').download(name);
  expect(error).toBeNull();
  return Buffer.from(await data!.arrayBuffer());
}

describe('PATCHes racing on one resumable upload', () => {
  it('the whole file at once: one request writes it, the others get 409 or 404, the object is stored once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `${f.a.id}/race-whole-${round}.bin`;
      const content = bytes(48 * 1024, round + 3);
      const url = await createUpload(name, content.length);
      const [answers, inspected] = await Promise.all([race(RACERS, round % 5, () => patch(url, 0, content)), race(3, 2, () => head(url))]);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 204), `round ${round}: ${statuses}`).toHaveLength(1);
      expect(statuses.filter((status) => status !== 204).every((status) => LOSERS.includes(status)), `round ${round}: ${statuses}`).toBe(true);
      // HEAD meets the finishing request's lock (423, which tus clients retry) or the finished upload.
      for (const answer of inspected) expect([200, 404, 423], `round ${round}: HEAD`).toContain(answer.status);
      expect((await downloaded(name)).equals(content), `round ${round}`).toBe(true);
      expect((await head(url)).status, `round ${round}: finished upload`).toBe(404);
      expect(await leftovers(url), `round ${round}`).toEqual([]);
    }
  });

  it('one chunk at a time: each chunk is written once, the upload resumes where the winner left it', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `${f.a.id}/race-chunks-${round}.bin`;
      const content = bytes(64 * 1024, round + 5);
      const half = content.length / 2;
      const url = await createUpload(name, content.length);
      const first = (await race(RACERS, round % 5, () => patch(url, 0, content.subarray(0, half)))).map((a) => a.status);
      expect(first.filter((status) => status === 204), `round ${round}: ${first}`).toHaveLength(1);
      expect(first.filter((status) => status !== 204).every((status) => status === 409), `round ${round}: ${first}`).toBe(true);
      const resumed = await head(url);
      expect(resumed.headers.get('upload-offset'), `round ${round}`).toBe(String(half));
      const second = (await race(RACERS, round % 5, () => patch(url, half, content.subarray(half)))).map((a) => a.status);
      expect(second.filter((status) => status === 204), `round ${round}: ${second}`).toHaveLength(1);
      expect(second.filter((status) => status !== 204).every((status) => LOSERS.includes(status)), `round ${round}: ${second}`).toBe(true);
      expect((await downloaded(name)).equals(content), `round ${round}`).toBe(true);
      expect(await leftovers(url), `round ${round}`).toEqual([]);
    }
  });
});
