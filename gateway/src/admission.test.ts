import { describe, expect, it } from 'vitest';
import { Admission, ConnectionWaitTimeout, DatabaseBusy, dbQueueFromEnv } from './admission.ts';

const outcome = (promise: Promise<void>) => {
  const seen: { state: 'waiting' | 'admitted' | Error } = { state: 'waiting' };
  promise.then(() => (seen.state = 'admitted'), (error: Error) => (seen.state = error));
  return seen;
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('admission to a pool', () => {
  it('admits up to its slots, queues up to its queue, and refuses the rest at once', async () => {
    let refusals = 0;
    const admission = new Admission(2, 1, () => (refusals += 1));
    const [a, b, c, d] = [null, null, null, null].map(() => outcome(admission.enter(null)));
    await tick();
    expect([a!.state, b!.state, c!.state]).toEqual(['admitted', 'admitted', 'waiting']);
    expect(d!.state).toBeInstanceOf(DatabaseBusy);
    expect([admission.full, admission.waitingCount, refusals]).toEqual([true, 1, 1]);
    admission.leave();
    await tick();
    expect(c!.state).toBe('admitted');
    expect(admission.full).toBe(false);
  });

  it('lets a waiter go at its deadline, and its place in the queue with it', async () => {
    const admission = new Admission(1, 1);
    await admission.enter(null);
    const late = outcome(admission.enter(Date.now() + 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(late.state).toBeInstanceOf(ConnectionWaitTimeout);
    expect(admission.waitingCount).toBe(0);
    const next = outcome(admission.enter(null));
    admission.leave();
    await tick();
    expect(next.state).toBe('admitted');
  });

  it('reads GATEWAY_DB_QUEUE, four times the pool size by default', () => {
    expect(dbQueueFromEnv(10, {})).toBe(40);
    expect(dbQueueFromEnv(10, { GATEWAY_DB_QUEUE: '0' })).toBe(0);
    expect(() => dbQueueFromEnv(10, { GATEWAY_DB_QUEUE: '-1' })).toThrow(/GATEWAY_DB_QUEUE/);
  });
});
