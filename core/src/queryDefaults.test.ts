import { describe, expect, it } from 'vitest';
import { ApiError } from './api/errors.ts';
import { queryDefaults, queryDefaultsSingleRetry, queryRetryDelay } from './queryDefaults.ts';

describe('query defaults', () => {
  it('keeps data 5 minutes and treats it fresh for 5 minutes', () => {
    expect(queryDefaults).toMatchObject({ gcTime: 300_000, staleTime: 300_000 });
    expect(queryDefaultsSingleRetry).toMatchObject({ gcTime: 300_000, staleTime: 300_000, refetchOnWindowFocus: false });
  });

  it.each([
    [0, 1_000],
    [1, 2_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ] as const)('retry delay after attempt %s → %s ms', (attempt, delay) => {
    expect(queryRetryDelay(attempt)).toBe(delay);
  });

  it.each([
    [0, new Error('network'), true, true],
    [1, new Error('network'), true, false],
    [2, new Error('network'), true, false],
    [3, new Error('network'), false, false],
    [0, new ApiError('denied', '42501', 403), false, false],
    [0, new ApiError('no rows', 'PGRST116', 406), false, false],
  ] as const)('after %s failures of %s: default retries %s, single-retry variant %s', (count, error, retry, single) => {
    expect(queryDefaults.retry(count, error)).toBe(retry);
    expect(queryDefaultsSingleRetry.retry(count, error)).toBe(single);
  });
});
