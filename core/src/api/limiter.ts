// Client-side limiter per domain (spec 8, 9): at most 20 starts per minute, 2 in flight and 250 ms
// between starts. Requests over the limit wait in a queue; one fails with 'Rate limit exceeded for
// domain: {domain}' only when it cannot start within its deadline.
import {
  RATE_LIMIT_CONCURRENCY,
  RATE_LIMIT_PER_MINUTE,
  RATE_LIMIT_SPACING_MS,
  RATE_LIMIT_WINDOW_MS,
} from '../constants.ts';
import { RateLimitError } from './errors.ts';

export interface LimiterOptions {
  perWindow?: number;
  windowMs?: number;
  concurrency?: number;
  spacingMs?: number;
}

interface Waiter {
  resolve: (release: () => void) => void;
  reject: (error: unknown) => void;
  cleanup: () => void;
}

export interface DomainLimiter {
  /** Waits for a slot; resolves with the function that frees it. */
  acquire(waitMs: number, signal?: AbortSignal | null): Promise<() => void>;
  /** Requests waiting and in flight, for tests and diagnostics. */
  stats(): { queued: number; active: number };
}

/** A limiter for one domain. */
export function createDomainLimiter(domain: string, options: LimiterOptions = {}): DomainLimiter {
  const perWindow = options.perWindow ?? RATE_LIMIT_PER_MINUTE;
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const concurrency = options.concurrency ?? RATE_LIMIT_CONCURRENCY;
  const spacingMs = options.spacingMs ?? RATE_LIMIT_SPACING_MS;
  const queue: Waiter[] = [];
  let starts: number[] = [];
  let active = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function nextStartAt(now: number): number {
    starts = starts.filter((t) => now - t < windowMs);
    let at = now;
    const last = starts[starts.length - 1];
    if (last !== undefined) at = Math.max(at, last + spacingMs);
    const oldest = starts[0];
    if (starts.length >= perWindow && oldest !== undefined) at = Math.max(at, oldest + windowMs);
    return at;
  }

  function pump(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0 && active < concurrency) {
      const now = Date.now();
      const at = nextStartAt(now);
      if (at > now) {
        timer = setTimeout(pump, at - now);
        return;
      }
      const waiter = queue.shift() as Waiter;
      waiter.cleanup();
      active++;
      starts.push(now);
      let released = false;
      waiter.resolve(() => {
        if (released) return;
        released = true;
        active--;
        pump();
      });
    }
  }

  return {
    stats: () => ({ queued: queue.length, active }),
    acquire(waitMs, signal) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const leave = (error: unknown) => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          waiter.cleanup();
          reject(error);
          pump();
        };
        const deadline = setTimeout(() => leave(new RateLimitError(domain)), waitMs);
        const onAbort = () => leave(signal?.reason);
        signal?.addEventListener('abort', onAbort, { once: true });
        const waiter: Waiter = {
          resolve,
          reject,
          cleanup: () => {
            clearTimeout(deadline);
            signal?.removeEventListener('abort', onAbort);
          },
        };
        queue.push(waiter);
        pump();
      });
    },
  };
}

/** One limiter per domain (host), created on first use. */
export function createLimiterRegistry(options: LimiterOptions = {}): (domain: string) => DomainLimiter {
  const limiters = new Map<string, DomainLimiter>();
  return (domain) => {
    let limiter = limiters.get(domain);
    if (!limiter) {
      limiter = createDomainLimiter(domain, options);
      limiters.set(domain, limiter);
    }
    return limiter;
  };
}
