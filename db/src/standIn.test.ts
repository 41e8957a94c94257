import { describe, expect, it } from 'vitest';
import { killOutright, startStandIn } from './standIn.ts';

describe('startStandIn', () => {
  it('resolves with the pid a stand-in prints, and killOutright ends it', async () => {
    const standIn = await startStandIn('-e', ["console.log('starting'); setTimeout(() => console.log('ready 4242'), 50); setInterval(() => {}, 1000)"]);
    expect(standIn.watched).toBe(4242);
    await killOutright(standIn);
    expect(standIn.process.signalCode).toBe('SIGKILL');
  });

  it('rejects, with what it said, when the stand-in exits before it is ready', async () => {
    await expect(startStandIn('-e', ["console.log('no database'); process.exit(3)"])).rejects.toThrow(/exited \(3\) before it was ready: no database/);
  });
});
