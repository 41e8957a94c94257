// Bounds the pages the site server renders at once. Past the bound a visitor gets the busy page
// (503, Retry-After) at once instead of waiting behind hundreds of renders while memory grows; files
// of the build and the operator's endpoints are never refused.

/** Pages rendered at once, by default (SITE_MAX_CONCURRENT; 0: no bound). */
export const DEFAULT_MAX_CONCURRENT = 32;
/** Seconds a refused visitor is asked to wait. */
export const RETRY_AFTER_SECONDS = '2';

export function maxConcurrentFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SITE_MAX_CONCURRENT;
  if (raw === undefined || raw === '') return DEFAULT_MAX_CONCURRENT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`SITE_MAX_CONCURRENT must be a whole number (0 for no bound), got '${raw}'.`);
  return value;
}

export interface Gate {
  /** Takes a place, or says there is none (then the caller refuses). */
  enter(): boolean;
  leave(): void;
  inFlight(): number;
}

export function createGate(limit: number): Gate {
  let inFlight = 0;
  return {
    enter: () => {
      if (limit > 0 && inFlight >= limit) return false;
      inFlight += 1;
      return true;
    },
    leave: () => {
      inFlight -= 1;
    },
    inFlight: () => inFlight,
  };
}
