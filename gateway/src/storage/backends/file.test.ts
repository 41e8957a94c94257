import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileBackend } from './file.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-backend-'));
const backend = new FileBackend(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function store(bucket: string, key: string, version: string, text: string) {
  const writer = await backend.openStaged(`staged~${version}`);
  await writer.write(Buffer.from(text));
  await writer.close();
  await backend.commitStaged(writer.name, { bucket, key, version });
}

describe('the file backend keeps the folder tidy', () => {
  it('keeps "a" and "a/b" apart, and removes the folders a removal or a move leaves empty, up to the bucket', async () => {
    await store('photos', 'user/flat/hall.png', 'v1', 'hall');
    await store('photos', 'user/flat', 'v2', 'a file named like the folder');
    await backend.move({ bucket: 'photos', key: 'user/flat/hall.png', version: 'v1' }, { bucket: 'photos', key: 'user/hall.png', version: 'v1' });
    expect(fs.existsSync(path.join(root, 'photos', 'user', 'flat', 'hall.png')), 'the moved object\'s folder').toBe(false);
    expect(await backend.list('photos/')).toEqual(['photos/user/flat/v2', 'photos/user/hall.png/v1']);
    await backend.remove([{ bucket: 'photos', key: 'user/flat', version: 'v2' }, { bucket: 'photos', key: 'user/hall.png', version: 'v1' }]);
    expect(fs.readdirSync(path.join(root, 'photos')), 'only the bucket\'s own folder is left').toEqual([]);
  });

  it('refuses a key that would leave the storage folder', () => {
    expect(() => backend.objectFile({ bucket: 'photos', key: '../../escape', version: 'v1' })).toThrow(/Invalid key/);
  });
});
