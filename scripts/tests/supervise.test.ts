import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forkReady } from '../children.ts';
import { crashCause } from '../crashCause.ts';
import { DEFAULT_POLICY, restartDelays, supervise, type RestartPolicy } from '../supervise.ts';

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

  it('names the error a part died of, not the version line Node prints after it', async () => {
    const p = part({ THROW_AFTER_MS: '30' });
    const supervised = await p.start();
    await expect.poll(() => p.lines.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await supervised.stop();
    expect(p.lines[0]).toBe('The test part stopped unexpectedly (exit code 1: Error: connect ECONNREFUSED 127.0.0.1:1); restarting in 0.05 s.');
  });

  it('says nothing of a part that ends on the Ctrl-C which stops the product a moment later', async () => {
    const p = part();
    const supervised = await p.start();
    // The terminal's Ctrl-C reaches every process of the group: the part may end before the product says it stops.
    process.kill(supervised.pid()!, 'SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await supervised.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(p.lines).toEqual([]);
  });

  it('says nothing of parts that end while the product stops the ones before them', async () => {
    const [a, b] = [part(), part()];
    const [first, second] = [await a.start(), await b.start()];
    first.halt();
    second.halt();
    process.kill(second.pid()!, 'SIGTERM');
    await first.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await second.stop();
    expect([...a.lines, ...b.lines]).toEqual([]);
  });

  it('does not restart a part it was asked to stop', async () => {
    const p = part();
    const supervised = await p.start();
    await supervised.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(p.lines).toEqual([]);
  });
});

describe('crashCause', () => {
  it('finds the uncaught error above the stack, the properties and the version line', () => {
    const output = [
      'node:events:505', '    throw er; // Unhandled \'error\' event', '    ^', '',
      'Error: connect ECONNREFUSED 127.0.0.1:1', '    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:2021:16)',
      'Emitted \'error\' event on Socket instance at:', '    at emitErrorNT (node:internal/streams/destroy:170:8) {',
      '  errno: -111,', "  code: 'ECONNREFUSED',", '}', '', 'Node.js v24.21.0', '',
    ].join('\n');
    expect(crashCause(output)).toBe('Error: connect ECONNREFUSED 127.0.0.1:1');
  });

  it('gives an AggregateError its first inner error', () => {
    const output = ['AggregateError [ECONNREFUSED]: ', '    at internalConnectMultiple (node:net:1134:18) {', '  [errors]: [',
      '    Error: connect ECONNREFUSED ::1:5432', '        at createConnectionError (node:net:1677:14),', '  ]', '}', '', 'Node.js v24.21.0'].join('\n');
    expect(crashCause(output)).toBe('AggregateError [ECONNREFUSED]: Error: connect ECONNREFUSED ::1:5432');
  });

  it('falls back to the last line that is not the version', () => {
    expect(crashCause('DATABASE_URL is required\n')).toBe('DATABASE_URL is required');
    expect(crashCause('')).toBeUndefined();
  });
});

describe('the restart policy', () => {
  it('waits 1, 2, 4 and 8 s, and the fifth crash within a minute stops the product, as the README says', async () => {
    expect(restartDelays(DEFAULT_POLICY)).toEqual([1_000, 2_000, 4_000, 8_000]);
    const fs = await import('node:fs');
    const readme = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'README.md'), 'utf8');
    expect(readme).toContain('restarted after 1 s, then 2, 4 and 8 s');
    expect(readme).toContain('the fifth crash within a minute stops the whole product');
  });
});
