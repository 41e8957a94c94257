import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forkReady } from '../children.ts';
import { supervise, type RestartPolicy } from '../supervise.ts';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'readyChild.ts');
const FAST: RestartPolicy = { maxCrashes: 3, windowMs: 10_000, firstDelayMs: 50, maxDelayMs: 200 };

function part(env: NodeJS.ProcessEnv = {}) {
  const lines: string[] = [];
  const gaveUp: string[] = [];
  return {
    lines,
    gaveUp,
    start: () => supervise({
      name: 'test part', launch: () => forkReady(CHILD, env, 'test part'), log: (line) => lines.push(line),
      onGiveUp: (message) => gaveUp.push(message), policy: FAST,
    }),
  };
}

describe('supervise', () => {
  it('restarts a part killed outright, saying so in one line, and the new one runs', async () => {
    const p = part();
    const supervised = await p.start();
    const first = supervised.pid()!;
    process.kill(first, 'SIGKILL');
    await expect.poll(() => supervised.pid() !== first && p.lines.length === 1, { timeout: 10_000 }).toBe(true);
    expect(p.lines).toEqual(['The test part stopped unexpectedly (SIGKILL); restarting in 0.05 s.']);
    expect(() => process.kill(supervised.pid()!, 0), 'the new process is alive').not.toThrow();
    await supervised.stop();
    expect(() => process.kill(supervised.pid()!, 0), 'stopped for good').toThrow();
    expect(p.gaveUp).toEqual([]);
  });

  it('waits longer after each crash, then gives up when the part keeps crashing', async () => {
    const p = part({ CRASH_AFTER_MS: '30' });
    const supervised = await p.start();
    await expect.poll(() => p.gaveUp.length, { timeout: 10_000 }).toBe(1);
    expect(p.lines).toEqual([
      'The test part stopped unexpectedly (exit code 3); restarting in 0.05 s.',
      'The test part stopped unexpectedly (exit code 3); restarting in 0.1 s.',
    ]);
    expect(p.gaveUp[0]).toBe('The test part keeps crashing (3 times within 10 s; it last stopped unexpectedly (exit code 3)); stopping.');
    await supervised.stop();
  });

  it('does not restart a part it was asked to stop', async () => {
    const p = part();
    const supervised = await p.start();
    await supervised.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(p.lines).toEqual([]);
  });
});
