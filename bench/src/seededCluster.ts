// The throw-away database of the measuring scripts (scopeCost.ts, readFormCost.ts, writeCost.ts,
// pageFunctionCost.ts): migrated, seeded with 2,000 listings, and stopped when the work ends or fails.
import path from 'node:path';
import { migrate } from '@rentals/db/migrate';
import { startTestCluster } from '@rentals/db/testing';
import { seed } from '../../db/seed/seed.ts';
import { postmasterPid } from './cpu.ts';
import { loadFixture } from './fixture.ts';
import type { Fixture } from './workloads.ts';

export interface SeededCluster {
  url: string;
  fixture: Fixture;
  /** The postmaster's pid, whose children's CPU the scripts divide by their calls. */
  postmaster: number;
}

export async function withSeededCluster(work: (cluster: SeededCluster) => Promise<void>): Promise<void> {
  const cluster = await startTestCluster();
  try {
    await migrate(cluster.url, { platform: true });
    await seed(cluster.url, { listings: 2000 });
    const fixture = await loadFixture(cluster.url);
    const postmaster = postmasterPid(path.join(cluster.pgdata, 'data'));
    if (postmaster === null) throw new Error('PostgreSQL\'s postmaster.pid is unreadable');
    await work({ url: cluster.url, fixture, postmaster });
  } finally {
    await cluster.stop();
  }
}
