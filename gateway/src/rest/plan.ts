import { toApiError } from '../errors.ts';
import { withScope } from '../scope.ts';
import type { RestContext } from './context.ts';
import type { RestRequest } from './request.ts';
import type { Statement } from './sql/statements.ts';

export interface PlanRequest {
  format: 'json' | 'text';
  options: string[];
  /** The media type the plan is for, echoed in Content-Type. */
  for: string;
}

const OPTIONS = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/**
 * `Accept: application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose` (what
 * postgrest-js's explain() sends), honoured only under db-plan-enabled; otherwise it stays a media
 * type nobody offers (406 PGRST107), as on hosted Supabase.
 */
export function planRequest(ctx: RestContext, accept: string | undefined): PlanRequest | null {
  if (!ctx.settings.plan || !accept) return null;
  const [type = '', ...params] = accept.split(';').map((s) => s.trim());
  const match = /^application\/vnd\.pgrst\.plan(?:\+(json|text))?$/i.exec(type);
  if (!match) return null;
  const values: Record<string, string> = {};
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq > 0) values[param.slice(0, eq).trim().toLowerCase()] = param.slice(eq + 1).trim().replace(/^"|"$/g, '');
  }
  const options = (values.options ?? '').split('|').map((o) => o.trim().toLowerCase()).filter((o) => OPTIONS.has(o));
  return { format: match[1]?.toLowerCase() === 'json' ? 'json' : 'text', options, for: values.for || 'application/json' };
}

/** EXPLAIN of the statement a request would run, as the caller (RLS is part of the plan), never committed. */
export async function explain(ctx: RestContext, req: RestRequest, statement: Statement, plan: PlanRequest): Promise<Response> {
  const options = [`format ${plan.format}`, ...plan.options.map((o) => `${o} true`)].join(', ');
  let rows: Array<Record<string, unknown>>;
  try {
    // A read-only transaction: even `analyze` cannot change anything.
    rows = await withScope(ctx.pool, req.scope(true), async (client) =>
      (await client.query(`explain (${options}) ${statement.sql}`, statement.values)).rows as Array<Record<string, unknown>>);
  } catch (error) {
    throw toApiError(error, req.identity.role === 'anon');
  }
  const body = plan.format === 'json'
    ? JSON.stringify(rows[0]?.['QUERY PLAN'] ?? [])
    : rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': `application/vnd.pgrst.plan+${plan.format}; for="${plan.for}"; charset=utf-8` },
  });
}
