// The affiliate calculator and the monthly commission run agree (issue 10): on random networks
// written to a real database, what affiliate_network gives the viewer, computed by core's simulator,
// equals the ranks and commission rows the monthly run (worker code, same engine) stores.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { membersFromRows, simulate } from '@rentals/core/simulator';
import type { NetworkRow } from '@rentals/core/simulator';
import { runMonthlyCommissions } from '../../src/commissions/run.ts';
import { callAs, createUser, signedIn, useDatabase } from '../functions/_support.ts';
import { repetitions } from '../../src/testDepth.ts';
import { networkCases, type NetworkCase } from './_networkCases.ts';
import { writeNetworkCase } from './_writeNetworkCase.ts';

const MONTH = '2026-09-01';

describe('the simulator and the monthly run', () => {
  const fx = useDatabase();
  let landlord: string;
  const users: string[] = [];

  beforeAll(async () => {
    landlord = await createUser(fx.pool, 'Lata Landlord', ['landlord']);
    for (let i = 0; i < 12; i++) users.push(await createUser(fx.pool, `Member ${i}`));
  });

  async function monthlyRun(): Promise<void> {
    const client = await fx.pool.connect();
    try {
      await runMonthlyCommissions(client, MONTH);
    } finally {
      client.release();
    }
  }

  async function check(c: NetworkCase): Promise<void> {
    const codes = await writeNetworkCase(fx.pool, c, { users, landlord, month: MONTH });
    await monthlyRun();
    const viewer = codes[c.viewer] as string;
    const viewerUser = users[c.viewer] as string;
    // What the calculator reads: the network as one JSON document.
    const [{ doc: rows }] = (await callAs(fx.pool, signedIn(viewerUser), 'select public.affiliate_network_json($1) as doc', [MONTH])) as [{ doc: NetworkRow[] }];
    const [{ d: asOf }] = (await fx.pool.query<{ d: string }>('select public.commission_as_of($1)::text as d', [MONTH])).rows as [{ d: string }];
    const result = simulate(membersFromRows(rows), viewer, asOf);

    const { rows: metrics } = await fx.pool.query<{ affiliate_id: string; rank: string; q: number; p: number; ps: number; gs: number }>(
      `select affiliate_id, rank::text, qualified_rvl::float as q, personal_rvl::float as p, primary_stream_rvl::float as ps,
              growth_stream_rvl::float as gs
         from public.affiliate_metrics where month = $1 and affiliate_id = any($2)`,
      [MONTH, rows.map((r) => r.affiliate_id)],
    );
    expect(metrics.length, 'a metrics row for everyone the viewer sees').toBe(rows.length);
    for (const m of metrics) {
      const simulated = result.ranks.get(m.affiliate_id);
      expect({ rank: simulated?.rank, q: simulated?.qualifiedRvl, p: simulated?.personalRvl, ps: simulated?.primaryStreamRvl,
        gs: simulated?.growthStreamRvl }, `rank inputs of ${m.affiliate_id}`).toEqual({ rank: m.rank, q: m.q, p: m.p, ps: m.ps, gs: m.gs });
    }

    const { rows: paid } = await fx.pool.query<{ level: number; percentage: number; amount: number }>(
      `select level, percentage::float as percentage, amount::float as amount from public.managed_rental_commissions
        where month_year = $1 and beneficiary_user_id = $2 order by level, percentage, amount`,
      [MONTH, viewerUser],
    );
    const simulated = result.payouts.map(({ level, percentage, amount }) => ({ level, percentage, amount }))
      .sort((a, b) => a.level - b.level || a.percentage - b.percentage || a.amount - b.amount);
    expect(simulated, "the viewer's commission rows").toEqual(paid);
    const total = paid.reduce((sum, r) => sum + Math.round(r.amount * 100), 0) / 100;
    expect(result.total, "the viewer's total").toBe(total);
  }

  it('agree on rank inputs, ranks and every commission row of the viewer for random networks', async () => {
    await fc.assert(fc.asyncProperty(networkCases(12), check), { numRuns: repetitions(200), seed: 20261124 });
  }, 600_000);

  it('agree when nobody below the viewer was paid', async () => {
    await check({ members: [{ sponsor: null, payments: [], broker: null, shadowPower: 0 }, { sponsor: 0, payments: [], broker: null, shadowPower: 0 }], viewer: 0 });
  });
});

