import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

const BUCKET = 'rentals-test';

/**
 * Vitest global setup of the S3 run: a real S3-protocol server (s3rver) on a free port of
 * 127.0.0.1, keeping its objects in a throw-away folder, with one bucket. Its address and keys
 * reach every test (and every gateway a test starts as a process) as storage-api's settings.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  Object.assign(process.env, {
    GLOBAL_S3_BUCKET: BUCKET,
    GLOBAL_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    GLOBAL_S3_FORCE_PATH_STYLE: 'true',
    REGION: 'us-east-1',
    // s3rver's own key pair: it refuses any other key id (it does not check SigV4 signatures).
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  return async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  };
}
