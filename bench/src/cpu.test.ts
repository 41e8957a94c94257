import { describe, expect, it } from 'vitest';
import { cpuDuring, cpuMs } from './cpu.ts';

describe('cpuMs', () => {
  it('adds user and system ticks, counting fields after a command name with spaces and parentheses', () => {
    const stat = '4242 (node (gw) x) S 1 4242 4242 0 -1 4194560 500 0 0 0 250 75 0 0 20 0 11 0 100 0 0';
    expect(cpuMs(4242, () => stat)).toBe(3250);
  });

  it('is null when the process cannot be read', () => {
    expect(cpuMs(1, () => { throw new Error('ENOENT'); })).toBeNull();
  });

  it('measures this process spending CPU', async () => {
    const { ms } = await cpuDuring(process.pid, async () => {
      const until = performance.now() + 120;
      while (performance.now() < until) Math.sqrt(Math.random());
    });
    expect(ms).not.toBeNull();
    expect(ms!).toBeGreaterThan(0);
  });
});
