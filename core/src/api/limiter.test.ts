import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDomainLimiter } from './limiter.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Start times (fake clock) of acquired slots; each slot is released `holdMs` after it starts. */
function track(limiter: ReturnType<typeof createDomainLimiter>, count: number, waitMs: number, holdMs = 0) {
  const started: number[] = [];
  const failed: string[] = [];
  for (let i = 0; i < count; i++) {
    limiter.acquire(waitMs).then(
      (release) => {
        started.push(Date.now());
        setTimeout(release, holdMs);
      },
      (error: Error) => failed.push(error.message),
    );
  }
  return { started, failed };
}

describe('domain limiter', () => {
  it('spaces starts 250 ms apart', async () => {
    const { started } = track(createDomainLimiter('api.test'), 4, 30_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual([0, 250, 500, 750]);
  });

  it('keeps at most 2 in flight and queues the rest', async () => {
    const limiter = createDomainLimiter('api.test');
    const { started } = track(limiter, 3, 30_000, 5_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual([0, 250]);
    expect(limiter.stats()).toEqual({ queued: 1, active: 2 });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(started).toEqual([0, 250, 5_000]);
  });

  it('allows 20 starts a minute, then waits for the window to move', async () => {
    const { started, failed } = track(createDomainLimiter('api.test'), 21, 120_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(started).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(1);
    expect(started[20]).toBe(60_000);
    expect(failed).toEqual([]);
  });

  it('fails only a request that cannot start within its wait', async () => {
    const { started, failed } = track(createDomainLimiter('api.test'), 22, 30_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(failed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toHaveLength(20);
    expect(failed).toEqual(['Rate limit exceeded for domain: api.test', 'Rate limit exceeded for domain: api.test']);
  });

  it('drops a queued request whose caller aborts', async () => {
    const limiter = createDomainLimiter('api.test', { concurrency: 1 });
    await limiter.acquire(30_000);
    const controller = new AbortController();
    const waiting = limiter.acquire(30_000, controller.signal);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(limiter.stats()).toEqual({ queued: 0, active: 1 });
  });
});
