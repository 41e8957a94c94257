import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { StartupError } from '@rentals/db/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Backend, type S3Settings } from './s3.ts';

// A real S3-protocol server of this file's own, so the cases that need a broken setup can have one.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-backend-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: 'rentals', configs: [] }] });
let settings: S3Settings;
const opened: S3Backend[] = [];
const open = (changes: Partial<S3Settings> = {}) => {
  const backend = new S3Backend({ ...settings, ...changes });
  opened.push(backend);
  return backend;
};

beforeAll(async () => {
  const { port } = await server.run();
  settings = {
    kind: 's3', bucket: 'rentals', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, prefix: 'backend-test',
  };
});
afterAll(async () => {
  for (const backend of opened) backend.close();
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('the S3 backend', () => {
  it('refuses to start, in one sentence, without its bucket, with wrong keys, or with no store to reach', async () => {
    await expect(open().check()).resolves.toBeUndefined();
    await expect(open({ bucket: 'missing' }).check()).rejects.toThrow(
      new StartupError(`The storage bucket 'missing' (GLOBAL_S3_BUCKET) does not exist at ${settings.endpoint}: create it first; the gateway does not create buckets.`),
    );
    await expect(open({ credentials: { accessKeyId: 'unknown', secretAccessKey: 'S3RVER' } }).check()).rejects.toThrow(/refused access to the storage bucket 'rentals'/);
    await expect(open({ endpoint: 'http://127.0.0.1:1' }).check()).rejects.toThrow(/^Cannot reach the object store at http:\/\/127.0.0.1:1/);
  });

  it('copies and moves keys with every character storage-api allows in a name but + and ?', async () => {
    const backend = open();
    const key = "flat 2/rent: 1 & 2, (a)=b; $c@d 'e'!*-_.é.pdf";
    const writer = await backend.openStaged('1@host~v1');
    await writer.write(Buffer.from('agreement'));
    await writer.close();
    await backend.commitStaged(writer.name, { bucket: 'tenant docs', key, version: 'v1' }, { contentType: 'application/pdf' });
    await backend.stageCopy('1@host~v2', { bucket: 'tenant docs', key, version: 'v1' });
    await backend.commitStaged('1@host~v2', { bucket: 'tenant docs', key: `${key} copy`, version: 'v2' });
    await backend.move({ bucket: 'tenant docs', key, version: 'v1' }, { bucket: 'tenant docs', key: `moved/${key}`, version: 'v1' });
    expect(await backend.list('tenant docs/')).toEqual([`tenant docs/${key} copy/v2`, `tenant docs/moved/${key}/v1`]);
    const copy = await backend.read({ bucket: 'tenant docs', key: `${key} copy`, version: 'v2' }, { start: 1, end: 4 });
    expect(copy?.size).toBe(9);
    expect(await new Response(copy!.body).text()).toBe('gree');
    expect(await backend.listStaged(), 'nothing is left in staging').toEqual([]);
  });
});
