import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { createRequestHelper, retryDelay, ROLE_LOOKUP_OPTIONS } from './request.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => {});

describe('request helper', () => {
  it('shares one in-flight call per key', async () => {
    const request = createRequestHelper();
    const run = vi.fn(async () => 'roles');
    const [a, b] = await Promise.all([request('k', run), request('k', run)]);
    expect([a, b]).toEqual(['roles', 'roles']);
    expect(run).toHaveBeenCalledTimes(1);
    await request('k', run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('retries 3 times after 1 s, 2 s and 4 s', async () => {
    const request = createRequestHelper();
    const calls: number[] = [];
    const run = vi.fn(async () => {
      calls.push(Date.now());
      if (calls.length < 4) throw new Error('network down');
      return 'ok';
    });
    const result = request('k', run);
    await vi.advanceTimersByTimeAsync(7_000);
    await expect(result).resolves.toBe('ok');
    expect(calls).toEqual([0, 1_000, 3_000, 7_000]);
    expect(retryDelay(3)).toBe(4_000);
  });

  it('gives up after the last retry with the last error', async () => {
    const request = createRequestHelper();
    const run = vi.fn(async () => {
      throw new Error('still down');
    });
    const result = request('k', run);
    const settled = expect(result).rejects.toThrow('still down');
    await vi.advanceTimersByTimeAsync(7_000);
    await settled;
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('times out each attempt after 10 s', async () => {
    const request = createRequestHelper();
    const result = request('k', never, { retries: 0 });
    const settled = expect(result).rejects.toThrow('Request timeout after 10000ms');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
  });

  it('gives the role lookup 8 s and 2 retries', async () => {
    const request = createRequestHelper();
    const run = vi.fn(never);
    const result = request('roles:u1', run, ROLE_LOOKUP_OPTIONS);
    const settled = expect(result).rejects.toThrow('Request timeout after 8000ms');
    // 8 s + 1 s + 8 s + 2 s + 8 s
    await vi.advanceTimersByTimeAsync(26_999);
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('aborts the attempt it gave up on', async () => {
    const request = createRequestHelper();
    let signal: AbortSignal | undefined;
    const result = request('k', (s) => ((signal = s), never()), { retries: 0, timeoutMs: 100 });
    const settled = expect(result).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    expect(signal?.aborted).toBe(true);
  });

  it.each([
    ['PGRST116', new ApiError('JSON object requested, multiple (or no) rows returned', 'PGRST116', 406)],
    ['401', new ApiError('JWT expired', 'PGRST301', 401)],
    ['403', { message: 'permission denied', status: 403 }],
    ['unauthorized', new Error('Unauthorized')],
    ['no API key', new Error('No API key found in request')],
  ])('does not retry %s', async (_name, error) => {
    const request = createRequestHelper();
    const run = vi.fn(async () => {
      throw error;
    });
    await expect(request('k', run)).rejects.toBe(error);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('opens the breaker after 5 failed calls within 60 s, and closes it after 60 s', async () => {
    const request = createRequestHelper();
    const failing = vi.fn(async () => {
      throw new Error('boom');
    });
    for (let i = 0; i < 5; i++) await expect(request('k', failing, { retries: 0 })).rejects.toThrow('boom');
    const ok = vi.fn(async () => 'ok');
    await expect(request('k', ok)).rejects.toThrow('Circuit breaker is open for k');
    await expect(request('other', ok)).resolves.toBe('ok');
    expect(ok).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(request('k', ok)).resolves.toBe('ok');
  });

  it('never counts non-retryable errors towards the breaker', async () => {
    const request = createRequestHelper();
    const denied = async () => {
      throw new ApiError('denied', '42501', 403);
    };
    for (let i = 0; i < 6; i++) await expect(request('k', denied)).rejects.toThrow('denied');
    await expect(request('k', async () => 'ok')).resolves.toBe('ok');
  });
});
