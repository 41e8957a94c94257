import { describe, expect, it } from 'vitest';
import type { Summary } from './stats.ts';
import { formatRatios, formatResults, ratios, type Measured, type ServerName } from './table.ts';

const summary = (perSecond: number, p50 = 1, p95 = 2): Summary => ({ name: 'x', requests: perSecond, seconds: 1, perSecond, p50, p95, p99: p95 });
const row = (server: ServerName, perSecond: number): Measured => ({ workload: 'read', server, summary: summary(perSecond), errors: 0 });

describe('ratios', () => {
  it('divides baseline throughput by the subject’s', () => {
    const [r] = ratios([row('pgRaw', 4000), row('pg', 2000), row('gateway', 1000), row('postgraphile', 500), row('bare', 1600)]);
    expect(r).toEqual({
      workload: 'read', gatewayOverPg: 2, postgraphileOverPg: 4, gatewayOverPostgraphile: 0.5, gatewayOverPgRaw: 4, gatewayOverBare: 1.6, bareOverPg: 1.25,
    });
  });
  it('leaves a ratio open when a server was not measured', () => {
    const [r] = ratios([row('pg', 2000), row('gateway', 1000)]);
    expect(r?.gatewayOverPg).toBe(2);
    expect(r?.postgraphileOverPg).toBeNaN();
  });
});

describe('formatting', () => {
  it('prints one aligned line per measurement', () => {
    const text = formatResults([row('gateway', 2345.6), { ...row('pg', 5000), errors: 3 }]);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^workload\s+server\s+req\/s\s+p50 ms\s+p95 ms\s+p99 ms\s+errors$/);
    expect(lines[2]).toMatch(/^read\s+gateway \(1 worker\)\s+2346\s+1\.00\s+2\.00\s+2\.00\s+0$/);
    expect(lines[3]).toMatch(/pg \(scoped\)\s+5000\s+1\.00\s+2\.00\s+2\.00\s+3$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
  it('prints ratios as multipliers and a dash where unknown', () => {
    const text = formatRatios(ratios([row('pg', 3000), row('gateway', 1000)]));
    expect(text.split('\n')[2]).toMatch(/^read\s+3\.00x\s+-\s+-\s+-\s+-\s+-$/);
  });
});
