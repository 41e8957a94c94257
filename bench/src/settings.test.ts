import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.ts';

describe('settings', () => {
  it('defaults to 2,000 listings, 5 s and 10 connections (a crowd of 500 for overload) on every workload and server', () => {
    const s = readSettings({});
    expect(s).toMatchObject({ listings: 2000, seconds: 5, connections: 10, rate: 0, profile: false });
    expect(s.workloads).toEqual(['read', 'search', 'embed', 'insert', 'mixed', 'site', 'siteUncached', 'portal', 'overload']);
    expect(s.overloadConnections).toBe(500);
    expect(() => readSettings({ BENCH_OVERLOAD_CONNECTIONS: '50' })).toThrow(/BENCH_OVERLOAD_CONNECTIONS/);
    expect(s.check).toBe(false);
    expect(s.rounds).toBe(1);
    expect(s).toMatchObject({ warmupSeconds: 1, firstWarmupSeconds: 10 });
    expect(readSettings({ BENCH_FIRST_WARMUP_SECONDS: '0' }).firstWarmupSeconds).toBe(0);
    expect(() => readSettings({ BENCH_FIRST_WARMUP_SECONDS: '61' })).toThrow(/BENCH_FIRST_WARMUP_SECONDS/);
    expect(readSettings({ BENCH_ROUNDS: '3' }).rounds).toBe(3);
    expect(() => readSettings({ BENCH_ROUNDS: '11' })).toThrow(/BENCH_ROUNDS/);
    expect(readSettings({}, ['--check'])).toMatchObject({ check: true, rounds: 3 });
    expect(readSettings({ BENCH_ROUNDS: '2' }, ['--check']).rounds).toBe(2);
    expect(s.servers).toEqual(['pgRaw', 'baseline', 'gateway', 'gatewayWorkers', 'postgraphile']);
  });
  it('keeps a run bounded and rejects unknown names', () => {
    expect(() => readSettings({ BENCH_SECONDS: '600' })).toThrow(/BENCH_SECONDS/);
    expect(() => readSettings({ BENCH_CONNECTIONS: '0' })).toThrow(/BENCH_CONNECTIONS/);
    expect(() => readSettings({ BENCH_RATE: '-5' })).toThrow(/BENCH_RATE/);
    expect(readSettings({ BENCH_RATE: '200' }).rate).toBe(200);
    expect(() => readSettings({ BENCH_WORKLOADS: 'read,delete' })).toThrow(/unknown delete/);
    expect(readSettings({ BENCH_SERVERS: 'gateway, baseline' }).servers).toEqual(['baseline', 'gateway']);
  });
});
