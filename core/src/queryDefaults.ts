// Query cache defaults of spec section 9 as plain objects, for `new QueryClient({ defaultOptions })`
// in both front ends (no react-query import here).
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_DELAY_CAP_MS,
  QUERY_STALE_TIME_MS,
} from './constants.ts';
import { isNonRetryable } from './api/errors.ts';

/** Delay before retry n (0-based, as react-query counts): 0 → 1000, 1 → 2000, 5 → 30000 (capped). */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1_000 * 2 ** attemptIndex, QUERY_RETRY_DELAY_CAP_MS);
}

/** Retries a failed query up to `max` times, never for errors retrying cannot fix (401, 403, PGRST116). */
export function retryUpTo(max: number): (failureCount: number, error: unknown) => boolean {
  return (failureCount, error) => failureCount < max && !isNonRetryable(error);
}

/** Default queries: kept 5 minutes unused, fresh 5 minutes, 3 retries with exponential delay capped at 30 s. */
export const queryDefaults = {
  gcTime: QUERY_GC_TIME_MS,
  staleTime: QUERY_STALE_TIME_MS,
  retry: retryUpTo(QUERY_RETRIES),
  retryDelay: queryRetryDelay,
};

/** The lighter variant: one retry and no refetch when the window regains focus. */
export const queryDefaultsSingleRetry = {
  gcTime: QUERY_GC_TIME_MS,
  staleTime: QUERY_STALE_TIME_MS,
  retry: retryUpTo(1),
  retryDelay: queryRetryDelay,
  refetchOnWindowFocus: false,
};

/** `defaultOptions` for a QueryClient: { queries: queryDefaults }. */
export const queryClientDefaults = { queries: queryDefaults };
