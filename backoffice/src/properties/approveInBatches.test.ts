import { describe, expect, it } from 'vitest';
import { approveInBatches, batches } from './approveInBatches.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

/** approve_properties as the database answers it: at most 100 at once. */
async function approveProperties(batch: string[]) {
  if (batch.length > 100) throw new Error('At most 100 properties can be approved at once');
  return batch.map((id) => ({ id }));
}

describe('approveInBatches', () => {
  it('splits 178 into 100 and 78, and 100 into one batch', () => {
    expect(batches(ids(178)).map((b) => b.length)).toEqual([100, 78]);
    expect(batches(ids(100)).map((b) => b.length)).toEqual([100]);
    expect(batches([])).toEqual([]);
  });

  it('approves 178 listings in two calls the database accepts, reporting progress', async () => {
    const progress: string[] = [];
    const outcome = await approveInBatches(ids(178), approveProperties, (sent, total) =>
      progress.push(`${sent}/${total}`),
    );
    expect(outcome).toEqual({ changed: 178, done: ids(178) });
    expect(progress).toEqual(['100/178', '178/178']);
  });

  it('stops at a refusal, saying what was approved before it', async () => {
    let calls = 0;
    const outcome = await approveInBatches(ids(250), async (batch) => {
      calls += 1;
      if (calls === 2) throw new Error('Only admins can approve properties');
      return batch;
    });
    expect(calls).toBe(2);
    expect(outcome.changed).toBe(100);
    expect(outcome.done).toEqual(ids(100));
    expect((outcome.error as Error).message).toBe('Only admins can approve properties');
  });
});
