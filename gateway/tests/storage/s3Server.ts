import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** storage-api's settings for the server's one bucket, to put in a gateway's environment. */
  settings: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free port of 127.0.0.1, keeping its objects in a
 * throw-away folder, with one bucket.
 */
export async function startTestS3Server(bucket = 'rentals-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    settings: {
      STORAGE_BACKEND: 's3',
      GLOBAL_S3_BUCKET: bucket,
      GLOBAL_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      GLOBAL_S3_FORCE_PATH_STYLE: 'true',
      REGION: 'us-east-1',
      // s3rver's own key pair: it refuses any other key id (it does not check SigV4 signatures).
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
