import { describe, expect, it } from 'vitest';
import type { Ratios } from './table.ts';
import { formatVerdicts, verdicts } from './targets.ts';

const row = (workload: Ratios['workload'], gatewayOverBaseline: number, gatewayOverPostgraphile = Number.NaN): Ratios => ({
  workload, gatewayOverBaseline, gatewayOverPostgraphile, postgraphileOverBaseline: Number.NaN, baselineOverPgRaw: Number.NaN,
});

describe('the speed targets of --check', () => {
  it('holds read, embed and insert to 1.15x of the baseline and search and mixed to 1.3x, limits included', () => {
    const list = verdicts([row('read', 1.15), row('search', 1.31), row('embed', 0.9), row('insert', 1.16), row('mixed', 1.3)]);
    expect(list.map((v) => [v.target, v.met])).toEqual([
      ['read: gateway / baseline', true],
      ['search: gateway / baseline', false],
      ['embed: gateway / baseline', true],
      ['insert: gateway / baseline', false],
      ['mixed: gateway / baseline', true],
    ]);
  });

  it('wants the gateway strictly faster than PostGraphile', () => {
    const list = verdicts([row('read', 1.1, 0.99), row('insert', 1.1, 1)]);
    expect(list.filter((v) => v.target.endsWith('postgraphile')).map((v) => v.met)).toEqual([true, false]);
  });

  it('wants an uncached anonymous page at a tenth of the prerendered rate, a portal page at a fifteenth, a cached one at a quarter', () => {
    const list = verdicts([], [
      { workload: 'siteUncached', page: 'home', staticOverPage: 10 },
      { workload: 'siteUncached', page: 'listing', staticOverPage: 10.5 },
      { workload: 'portal', page: 'tenant', staticOverPage: 15 },
      { workload: 'portal', page: 'tenantPayments', staticOverPage: 15.2 },
      { workload: 'site', page: 'search', staticOverPage: 4 },
      { workload: 'site', page: 'listing', staticOverPage: 4.5 },
    ]);
    expect(list.map((v) => [v.target, v.limit, v.met])).toEqual([
      ['siteUncached: prerendered / home', 10, true],
      ['siteUncached: prerendered / listing', 10, false],
      ['portal: prerendered / tenant', 15, true],
      ['portal: prerendered / tenantPayments', 15, false],
      ['site: prerendered / search', 4, true],
      ['site: prerendered / listing', 4, false],
    ]);
  });

  it('gives the trouble of a target’s contenders as the reason beside its ratio', () => {
    const troubles = { 'read/gateway': '0 answers, 10 timeouts (no answer within 10 s)', 'portal/tenant': '5 answers, 2 errors (HTTP 302)' };
    const [read] = verdicts([row('read', Number.POSITIVE_INFINITY)], [], troubles);
    expect(read).toMatchObject({ met: false, why: 'gateway: 0 answers, 10 timeouts (no answer within 10 s)' });
    expect(formatVerdicts([read!])).toBe('MISSED  read: gateway / baseline: -x (at most 1.15x) — gateway: 0 answers, 10 timeouts (no answer within 10 s)');
    const site = verdicts([], [
      { workload: 'portal', page: 'tenant', staticOverPage: 3 },
      { workload: 'siteUncached', page: 'tenant', staticOverPage: 3 },
      { workload: 'portal', page: 'userSaved', staticOverPage: 3 },
    ], troubles);
    expect(site.map((v) => v.why)).toEqual(['tenant: 5 answers, 2 errors (HTTP 302)', undefined, undefined]);
  });

  it('gives the lowest and highest round beside a page’s verdict over all rounds', () => {
    const [saved, tenant, once] = verdicts([], [
      { workload: 'portal', page: 'userSaved', staticOverPage: 15.4, byRound: [13.8, 17.1, 15.2] },
      { workload: 'portal', page: 'tenant', staticOverPage: 14, byRound: [13, Number.NaN, 14.5] },
      { workload: 'portal', page: 'tenantPayments', staticOverPage: 14, byRound: [14] },
    ], { 'portal/userSaved': '900 answers, 3 timeouts (no answer within 10 s)' });
    expect(saved).toMatchObject({ met: false, rounds: { lowest: 13.8, highest: 17.1 } });
    expect(formatVerdicts([saved!])).toBe(
      'MISSED  portal: prerendered / userSaved: 15.40x (at most 15.00x), rounds 13.80x to 17.10x — userSaved: 900 answers, 3 timeouts (no answer within 10 s)',
    );
    expect(tenant?.rounds).toEqual({ lowest: 13, highest: 14.5 });
    expect(once?.rounds).toBeUndefined();
    expect(formatVerdicts([once!])).toBe('ok      portal: prerendered / tenantPayments: 14.00x (at most 15.00x)');
    // A round in which the page answered nothing is the worst round, not a round left out.
    const [silent] = verdicts([], [{ workload: 'portal', page: 'tenant', staticOverPage: 40, byRound: [14, Number.POSITIVE_INFINITY] }]);
    expect(formatVerdicts([silent!])).toBe('MISSED  portal: prerendered / tenant: 40.00x (at most 15.00x), rounds 14.00x to -x');
  });

  it('wants the gateway to serve a crowd at least half the reads a second it serves the quiet load', () => {
    const judged = (ratio: number) => verdicts([], [], {}, { crowd: 500, quiet: 10, ratio });
    expect([judged(0.5)[0]?.met, judged(0.49)[0]?.met, judged(1.2)[0]?.met]).toEqual([true, false, true]);
    expect(formatVerdicts(judged(0.31))).toBe('MISSED  overload: gateway reads served at 500 / at 10 connections: 0.31x (at least 0.50x)');
  });

  it('judges only what the run measured, and a failed measurement misses', () => {
    expect(verdicts([row('read', Number.NaN)])).toEqual([]);
    expect(verdicts([row('read', Number.POSITIVE_INFINITY)])[0]?.met).toBe(false);
    expect(formatVerdicts([])).toMatch(/No target/);
    expect(formatVerdicts(verdicts([row('search', 1.5)]))).toBe('MISSED  search: gateway / baseline: 1.50x (at most 1.30x)');
  });
});
