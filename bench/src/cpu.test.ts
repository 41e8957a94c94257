import { describe, expect, it } from 'vitest';
import { childrenCpuDelta, childrenCpuMs, cpuMs, cpuSharesDuring, cpuPerRequest, cpuTimes, postmasterPid } from './cpu.ts';

describe('cpuMs', () => {
  it('adds user and system ticks, counting fields after a command name with spaces and parentheses', () => {
    const stat = '4242 (node (gw) x) S 1 4242 4242 0 -1 4194560 500 0 0 0 250 75 0 0 20 0 11 0 100 0 0';
    expect(cpuMs(4242, () => stat)).toBe(3250);
    expect(cpuTimes(4242, () => stat)).toEqual({ user: 2500, system: 750 });
  });

  it('is null when the process cannot be read', () => {
    expect(cpuMs(1, () => { throw new Error('ENOENT'); })).toBeNull();
  });

  it('measures this process spending CPU', async () => {
    // Spins until this process has spent 200 ms of CPU, however long a busy machine takes to give
    // it them; /proc counts in ticks of 10 ms, so its reading of the same work is near, not equal.
    const { cpu } = await cpuSharesDuring({ server: process.pid }, async () => {
      const start = process.cpuUsage();
      while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000 < 200) Math.sqrt(Math.random());
    });
    expect(cpu.server).not.toBeNull();
    expect(cpu.server!, 'the process read from /proc').toBeGreaterThan(100);
    expect(cpu.serverKernel).not.toBeNull();
    expect(cpu.serverKernel!).toBeLessThanOrEqual(cpu.server!);
    expect(cpu.bench).toBeGreaterThanOrEqual(200);
    expect(cpu.postgres).toBeNull();
  });
});

describe('childrenCpuMs', () => {
  const stats: Record<string, string> = {
    '/proc/10/stat': '10 (postgres) S 1 10 10 0 -1 0 0 0 0 0 5 5 0 0 20 0 1 0 100 0 0',
    '/proc/11/stat': '11 (postgres: authenticator app 127.0.0.1(5) idle) S 10 11 11 0 -1 0 0 0 0 0 30 10 0 0 20 0 1 0 100 0 0',
    '/proc/12/stat': '12 (node) S 1 12 12 0 -1 0 0 0 0 0 99 1 0 0 20 0 1 0 100 0 0',
  };
  const read = (file: string) => {
    const stat = stats[file];
    if (!stat) throw new Error('ENOENT');
    return stat;
  };

  it('reads the children of one parent only, by pid', () => {
    expect(childrenCpuMs(10, read, () => ['10', '11', '12', 'self', '13'])).toEqual(new Map([[11, 400]]));
  });

  it('counts a child started between two readings from zero and ignores one that ended', () => {
    expect(childrenCpuDelta(new Map([[11, 400], [14, 50]]), new Map([[11, 650], [15, 30]]))).toBe(280);
  });
});

describe('cpuPerRequest', () => {
  it('divides each party by the requests of all windows, leaving out what was not measured', () => {
    const windows = [{ cpu: { server: 300, postgres: 200, bench: 100 } }, { cpu: { server: 100, postgres: 200, bench: 100 } }];
    expect(cpuPerRequest(windows, 1000)).toBe(', CPU per request: server 400 µs, PostgreSQL 400 µs, bench 200 µs');
    expect(cpuPerRequest([{ cpu: { server: null, postgres: 50, bench: 20 } }], 100)).toBe(', CPU per request: PostgreSQL 500 µs, bench 200 µs');
  });

  it("gives the kernel's part of the server's CPU when every window measured it", () => {
    const windows = [{ cpu: { server: 300, serverKernel: 60, postgres: 200, bench: 100 } }, { cpu: { server: 100, serverKernel: 20, postgres: 200, bench: 100 } }];
    expect(cpuPerRequest(windows, 1000)).toBe(', CPU per request: server 400 µs (kernel 80 µs), PostgreSQL 400 µs, bench 200 µs');
    expect(cpuPerRequest([windows[0]!, { cpu: { server: 100, postgres: 200, bench: 100 } }], 1000)).toBe(', CPU per request: server 400 µs, PostgreSQL 400 µs, bench 200 µs');
  });

  it('is empty when a window was not measured or nothing was answered', () => {
    expect(cpuPerRequest([{}], 10)).toBe('');
    expect(cpuPerRequest([{ cpu: { server: 1, postgres: 1, bench: 1 } }], 0)).toBe('');
  });
});

describe('postmasterPid', () => {
  it('reads the first line of postmaster.pid', () => {
    expect(postmasterPid('/data', () => '4321\n/data\n')).toBe(4321);
    expect(postmasterPid('/data', () => { throw new Error('ENOENT'); })).toBeNull();
  });
});
