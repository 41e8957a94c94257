import type { Context } from 'hono';

// On the request's context, not in a WeakMap keyed by the request: a WeakMap entry per request is
// work for the garbage collector on every call.
const PHASES = 'serverTimingPhases';

/** Records one phase (ms) of the request; the app middleware writes them as `Server-Timing`. */
export function timing(c: Context, phase: string, ms: number): void {
  const entry = `${phase};dur=${ms.toFixed(1)}`;
  const list = c.get(PHASES) as string[] | undefined;
  if (list) list.push(entry);
  else c.set(PHASES, [entry]);
}

export function serverTiming(c: Context): string | null {
  const list = c.get(PHASES) as string[] | undefined;
  return list && list.length > 0 ? list.join(', ') : null;
}
