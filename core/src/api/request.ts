// De-duplicating request helper (spec 8, 9): one in-flight call per key, a timeout per attempt,
// retries with doubling delay for errors that may pass, and a circuit breaker per key.
import {
  DEDUPE_BASE_DELAY_MS,
  DEDUPE_RETRIES,
  DEDUPE_TIMEOUT_MS,
  ROLE_LOOKUP_RETRIES,
  ROLE_LOOKUP_TIMEOUT_MS,
} from '../constants.ts';
import { createCircuitBreaker } from './breaker.ts';
import type { CircuitBreaker } from './breaker.ts';
import { AttemptTimeoutError, isNonRetryable } from './errors.ts';

export interface RequestOptions {
  timeoutMs?: number;
  retries?: number;
  baseDelayMs?: number;
}

/** The role lookup's shorter budget: 8 s and 2 retries. */
export const ROLE_LOOKUP_OPTIONS: RequestOptions = { timeoutMs: ROLE_LOOKUP_TIMEOUT_MS, retries: ROLE_LOOKUP_RETRIES };

export type RequestFn = <T>(key: string, run: (signal: AbortSignal) => Promise<T>, options?: RequestOptions) => Promise<T>;

/** Delay before retry n (1-based): 1000, 2000, 4000… */
export function retryDelay(retry: number, baseDelayMs: number = DEDUPE_BASE_DELAY_MS): number {
  return baseDelayMs * 2 ** (retry - 1);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new AttemptTimeoutError(ms);
      controller.abort(error);
      reject(error);
    }, ms);
    run(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A request function: `request('roles:' + userId, (signal) => …, ROLE_LOOKUP_OPTIONS)`. Calls with
 * the same key while one is in flight share its promise. Only a call that finally fails with a
 * retryable error counts towards the breaker, so a 403 or a missing row never opens it.
 */
export function createRequestHelper(breaker: CircuitBreaker = createCircuitBreaker()): RequestFn {
  const inFlight = new Map<string, Promise<unknown>>();

  async function execute<T>(key: string, run: (signal: AbortSignal) => Promise<T>, options: RequestOptions): Promise<T> {
    const timeoutMs = options.timeoutMs ?? DEDUPE_TIMEOUT_MS;
    const retries = options.retries ?? DEDUPE_RETRIES;
    const baseDelayMs = options.baseDelayMs ?? DEDUPE_BASE_DELAY_MS;
    breaker.check(key);
    for (let attempt = 0; ; attempt++) {
      try {
        const value = await withTimeout(run, timeoutMs);
        breaker.success(key);
        return value;
      } catch (error) {
        if (isNonRetryable(error)) throw error;
        if (attempt >= retries) {
          breaker.failure(key);
          throw error;
        }
        await sleep(retryDelay(attempt + 1, baseDelayMs));
      }
    }
  }

  return <T>(key: string, run: (signal: AbortSignal) => Promise<T>, options: RequestOptions = {}): Promise<T> => {
    const existing = inFlight.get(key);
    if (existing) return existing as Promise<T>;
    const promise = execute(key, run, options).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
