import { startTestS3Server } from './s3Server.ts';

/**
 * Vitest global setup of the S3 run: a real S3-protocol server with one bucket, whose address and
 * keys reach every test (and every gateway a test starts as a process) as storage-api's settings.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await startTestS3Server();
  Object.assign(process.env, server.settings);
  return () => server.stop();
}
