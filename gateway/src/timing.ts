import type { Context } from 'hono';

const phases = new WeakMap<Request, string[]>();

/** Records one phase (ms) of the request; the app middleware writes them as `Server-Timing`. */
export function timing(c: Context, phase: string, ms: number): void {
  const list = phases.get(c.req.raw) ?? [];
  list.push(`${phase};dur=${ms.toFixed(1)}`);
  phases.set(c.req.raw, list);
}

export function serverTiming(c: Context): string | null {
  const list = phases.get(c.req.raw);
  return list && list.length > 0 ? list.join(', ') : null;
}
