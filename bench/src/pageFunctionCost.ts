// `node bench/src/pageFunctionCost.ts`: what each page function costs PostgreSQL per call, called
// as the site calls it (a GET through the gateway, the demo tenant's token, an uncompressed answer).
// Calls go one at a time, so nothing waits on a lock; the CPU of PostgreSQL's backends (from /proc)
// is divided by the calls. Three rounds, so the spread of the machine shows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monthStart, todayIso } from '../../core/src/dates.ts';
import { startGateway } from '@rentals/gateway/server';
import { childrenCpuDelta, childrenCpuMs } from './cpu.ts';
import { withSeededCluster } from './seededCluster.ts';
import { DEMO_TENANT } from './session.ts';

const CALLS = Number(process.env.CALLS ?? 2000);
const ROUNDS = 3;
// The gateway's request log would bury the table.
process.env.LOG_LEVEL ??= 'silent';

await withSeededCluster(async ({ url, fixture, postmaster }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-function-cost-'));
  const gateway = await startGateway({ databaseUrl: url, port: 0, dataDir, siteUrl: 'http://localhost:4321' });
  try {
    const signIn = await fetch(`${gateway.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: gateway.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_TENANT),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const headers = { apikey: gateway.keys.anonKey, authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
    // As the tenant's pages ask (site/src/lib/portal/tenant/tenantData.ts): the rent up to this month.
    const month = monthStart(todayIso());
    const calls: Record<string, string> = {
      signed_in_person: '/rest/v1/rpc/signed_in_person',
      home_listings: '/rest/v1/rpc/home_listings?_newest=6&_featured=6&_min_rating=4.5',
      listing_page: `/rest/v1/rpc/listing_page?_property_id=${fixture.propertyIds[0]}&_similar=6`,
      user_saved: '/rest/v1/rpc/user_saved',
      tenant_overview: `/rest/v1/rpc/tenant_overview?_rent_until=${month}`,
      tenant_tenancy: `/rest/v1/rpc/tenant_tenancy?_rent_until=${month}&_maintenance=false`,
    };
    const call = async (name: string, times: number) => {
      for (let i = 0; i < times; i += 1) {
        const res = await fetch(gateway.url + calls[name], { headers });
        if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }
    };
    const perCall = new Map<string, number[]>(Object.keys(calls).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of Object.keys(calls)) {
        await call(name, Math.min(200, CALLS));
        const before = childrenCpuMs(postmaster);
        await call(name, CALLS);
        const after = childrenCpuMs(postmaster);
        if (!before || !after) throw new Error('/proc is unreadable');
        perCall.get(name)?.push((childrenCpuDelta(before, after) * 1000) / CALLS);
      }
    }
    console.log(`PostgreSQL's CPU per call, µs (${CALLS} calls a round, one at a time; rounds in order):`);
    for (const [name, rounds] of perCall) console.log(`${name.padEnd(18)} ${rounds.map((us) => Math.round(us).toString().padStart(6)).join(' ')}`);
  } finally {
    await gateway.close();
  }
});
