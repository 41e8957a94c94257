import { LRUCache } from 'lru-cache';
import type { BatchStatement } from '../batch.ts';
import type { RequestScope } from '../scope.ts';
import type { SchemaCache } from './schemaCache.ts';

/**
 * How long a planner estimate is reused. PostgreSQL's own figures behind it (pg_class.reltuples,
 * pg_statistic) change only when a table is analysed, so asking again sooner mostly plans the same
 * question twice; a minute-old figure is still an estimate of the same kind.
 */
export const ESTIMATE_TTL_MS = 30_000;
/** Distinct questions kept per schema cache (the search page asks a few hundred shapes and values). */
export const ESTIMATES_KEPT = 2_000;

/** One set per schema cache: a reload (new tables, columns or policies) starts with none. */
const kept = new WeakMap<SchemaCache, LRUCache<string, number>>();

/** The estimates asked under `cache`'s schema. */
export function estimatesFor(cache: SchemaCache): LRUCache<string, number> {
  let estimates = kept.get(cache);
  if (!estimates) kept.set(cache, (estimates = new LRUCache<string, number>({ max: ESTIMATES_KEPT, ttl: ESTIMATE_TTL_MS })));
  return estimates;
}

/**
 * What an estimate depends on besides the data: the question and its values, and who asks it
 * (the role's row-level security and the claims its policies read), under which search path and
 * time zone (a timestamp's text means another instant in another zone).
 */
export function estimateKey(question: BatchStatement, scope: Pick<RequestScope, 'role' | 'claims' | 'searchPath' | 'timezone'>): string {
  return JSON.stringify([question.text, question.values, scope.role, scope.claims, scope.searchPath ?? null, scope.timezone ?? null]);
}
