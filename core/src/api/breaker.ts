// Circuit breaker per request key (spec 8, 9): 5 failures within 60 s open it for 60 s.
import { BREAKER_FAILURE_THRESHOLD, BREAKER_FAILURE_WINDOW_MS, BREAKER_OPEN_MS } from '../constants.ts';
import { CircuitOpenError } from './errors.ts';

export interface BreakerOptions {
  threshold?: number;
  windowMs?: number;
  openMs?: number;
  now?: () => number;
}

export interface CircuitBreaker {
  /** Throws 'Circuit breaker is open for {key}' while open. */
  check(key: string): void;
  success(key: string): void;
  failure(key: string): void;
  isOpen(key: string): boolean;
}

/** A breaker that opens after `threshold` failures within `windowMs` and closes again after `openMs`. */
export function createCircuitBreaker(options: BreakerOptions = {}): CircuitBreaker {
  const threshold = options.threshold ?? BREAKER_FAILURE_THRESHOLD;
  const windowMs = options.windowMs ?? BREAKER_FAILURE_WINDOW_MS;
  const openMs = options.openMs ?? BREAKER_OPEN_MS;
  const now = options.now ?? (() => Date.now());
  const failures = new Map<string, number[]>();
  const openUntil = new Map<string, number>();

  const isOpen = (key: string): boolean => {
    const until = openUntil.get(key);
    if (until === undefined) return false;
    if (now() < until) return true;
    openUntil.delete(key);
    return false;
  };

  return {
    isOpen,
    check(key) {
      if (isOpen(key)) throw new CircuitOpenError(key);
    },
    success(key) {
      failures.delete(key);
    },
    failure(key) {
      const t = now();
      const recent = (failures.get(key) ?? []).filter((at) => t - at < windowMs);
      recent.push(t);
      if (recent.length >= threshold) {
        openUntil.set(key, t + openMs);
        failures.delete(key);
      } else failures.set(key, recent);
    },
  };
}
