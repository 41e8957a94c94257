import { errors } from '../errors.ts';
import type { ParsedQuery } from './parse/queryString.ts';

/**
 * Top-level offset and limit: `offset`/`limit` parameters intersected with a `Range: a-b` header,
 * then capped at db-max-rows.
 */
export function paging(query: ParsedQuery, rangeHeader: string | undefined, maxRows: number): { offset: number; limit: number } {
  const root: { limit?: number; offset?: number } = query.limits.find((l) => l.path.length === 0) ?? {};
  let from = root.offset ?? 0;
  let to = root.limit === undefined ? Infinity : from + root.limit - 1;
  if (rangeHeader) {
    const match = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(rangeHeader);
    if (!match) throw errors.rangeNotSatisfiable(null);
    const a = Number(match[1]);
    const b = match[2] === '' ? Infinity : Number(match[2]);
    if (b < a) throw errors.rangeNotSatisfiable(null);
    from = Math.max(from, a);
    to = Math.min(to, b);
  }
  const limit = Math.max(0, Math.min(to - from + 1, maxRows));
  return { offset: from, limit };
}
