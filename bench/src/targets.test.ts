import { describe, expect, it } from 'vitest';
import type { Ratios } from './table.ts';
import { formatVerdicts, verdicts } from './targets.ts';

const row = (workload: Ratios['workload'], gatewayOverPg: number, gatewayOverPostgraphile = Number.NaN): Ratios => ({
  workload, gatewayOverPg, gatewayOverPostgraphile, postgraphileOverPg: Number.NaN, gatewayOverPgRaw: Number.NaN, gatewayOverBare: Number.NaN, bareOverPg: Number.NaN,
});

describe('the speed targets of --check', () => {
  it('holds read, search and embed to 1.2x of pg and insert and mixed to 1.3x, limits included', () => {
    const list = verdicts([row('read', 1.2), row('search', 1.21), row('embed', 0.9), row('insert', 1.3), row('mixed', 1.31)]);
    expect(list.map((v) => [v.target, v.met])).toEqual([
      ['read: gateway / pg (scoped)', true],
      ['search: gateway / pg (scoped)', false],
      ['embed: gateway / pg (scoped)', true],
      ['insert: gateway / pg (scoped)', true],
      ['mixed: gateway / pg (scoped)', false],
    ]);
  });

  it('wants the gateway strictly faster than PostGraphile', () => {
    const list = verdicts([row('read', 1.1, 0.99), row('insert', 1.1, 1)]);
    expect(list.filter((v) => v.target.endsWith('postgraphile')).map((v) => v.met)).toEqual([true, false]);
  });

  it('wants each anonymous page at a quarter or more of the prerendered rate', () => {
    const list = verdicts([], [{ page: 'home', staticOverPage: 4 }, { page: 'listing', staticOverPage: 4.5 }]);
    expect(list.map((v) => v.met)).toEqual([true, false]);
  });

  it('wants the gateway to serve a crowd at least half the reads a second it serves the quiet load', () => {
    const judged = (ratio: number) => verdicts([], [], { crowd: 500, quiet: 10, ratio });
    expect([judged(0.5)[0]?.met, judged(0.49)[0]?.met, judged(1.2)[0]?.met]).toEqual([true, false, true]);
    expect(formatVerdicts(judged(0.31))).toBe('MISSED  overload: gateway reads served at 500 / at 10 connections: 0.31x (at least 0.50x)');
  });

  it('judges only what the run measured, and a failed measurement misses', () => {
    expect(verdicts([row('read', Number.NaN)])).toEqual([]);
    expect(verdicts([row('read', Number.POSITIVE_INFINITY)])[0]?.met).toBe(false);
    expect(formatVerdicts([])).toMatch(/No target/);
    expect(formatVerdicts(verdicts([row('search', 1.5)]))).toBe('MISSED  search: gateway / pg (scoped): 1.50x (at most 1.20x)');
  });
});
