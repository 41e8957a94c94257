import { startTestCluster, TEST_PG_URL } from './testing.ts';

/**
 * Vitest global setup: reuse the run's cluster when the root test script started one, else start
 * a throw-away cluster for this vitest process and stop it afterwards.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  if (process.env[TEST_PG_URL]) return;
  const cluster = await startTestCluster();
  process.env[TEST_PG_URL] = cluster.url;
  return async () => {
    await cluster.stop();
  };
}
