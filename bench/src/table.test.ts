import { describe, expect, it } from 'vitest';
import type { Summary } from './stats.ts';
import { formatRatios, formatResults, ratios, trouble, type Measured, type ServerName } from './table.ts';

const summary = (perSecond: number, p50 = 1, p95 = 2): Summary => ({ name: 'x', requests: perSecond, seconds: 1, perSecond, p50, p95, p99: p95 });
const row = (server: ServerName, perSecond: number): Measured => ({ workload: 'read', server, summary: summary(perSecond), errors: 0, timeouts: 0 });

describe('ratios', () => {
  it('divides baseline throughput by the subject’s', () => {
    const [r] = ratios([row('pgRaw', 4000), row('baseline', 2000), row('gateway', 1000), row('postgraphile', 500)]);
    expect(r).toEqual({ workload: 'read', gatewayOverBaseline: 2, postgraphileOverBaseline: 4, gatewayOverPostgraphile: 0.5, baselineOverPgRaw: 2 });
  });
  it('leaves a ratio open when a server was not measured', () => {
    const [r] = ratios([row('baseline', 2000), row('gateway', 1000)]);
    expect(r?.gatewayOverBaseline).toBe(2);
    expect(r?.postgraphileOverBaseline).toBeNaN();
  });
});

describe('trouble', () => {
  it('says what went wrong in a contender’s windows, and nothing when nothing did', () => {
    expect(trouble({ latencies: [1], errors: 0, timeouts: 0 })).toBe('');
    expect(trouble({ latencies: [], errors: 0, timeouts: 10, firstError: 'no answer within 10 s' })).toBe('0 answers, 10 timeouts (no answer within 10 s)');
    expect(trouble({ latencies: [1, 2], errors: 3, timeouts: 1, firstError: 'HTTP 503' })).toBe('2 answers, 3 errors, 1 timeouts (HTTP 503)');
  });
});

describe('formatting', () => {
  it('prints one aligned line per measurement', () => {
    const text = formatResults([row('gateway', 2345.6), { ...row('baseline', 5000), errors: 3, timeouts: 7 }]);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^workload\s+server\s+req\/s\s+p50 ms\s+p95 ms\s+p99 ms\s+errors\s+timeouts$/);
    expect(lines[2]).toMatch(/^read\s+gateway \(1 worker\)\s+2346\s+1\.00\s+2\.00\s+2\.00\s+0\s+0$/);
    expect(lines[3]).toMatch(/baseline \(hand-written\)\s+5000\s+1\.00\s+2\.00\s+2\.00\s+3\s+7$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
  it('prints ratios as multipliers and a dash where unknown', () => {
    const text = formatRatios(ratios([row('baseline', 3000), row('gateway', 1000)]));
    expect(text.split('\n')[2]).toMatch(/^read\s+3\.00x\s+-\s+-\s+-$/);
  });
});
