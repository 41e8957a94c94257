import type { Context } from 'hono';
import { toApiError } from '../errors.ts';
import { withScope } from '../scope.ts';
import { timing } from '../timing.ts';
import type { RestContext } from './context.ts';
import type { RestRequest } from './request.ts';
import type { Statement } from './sql/statements.ts';

/** The one row every shaped statement returns. */
export interface ResultRow {
  total: number | null;
  pageTotal: number;
  body: string;
  responseHeaders: string | null;
  responseStatus: string | null;
  inserted?: boolean;
}

/**
 * Runs one statement in the request's scope. `check` sees the result before commit; throwing there
 * (PGRST116, PGRST124) rolls the transaction back. PostgreSQL errors become catalogue errors here.
 */
export async function execute(
  c: Context,
  ctx: RestContext,
  req: RestRequest,
  statement: Statement,
  readOnly: boolean,
  check: (row: ResultRow) => void = () => {},
): Promise<ResultRow> {
  const started = performance.now();
  try {
    return await withScope(ctx.pool, req.scope(readOnly), async (client) => {
      const result = await client.query({ text: statement.sql, values: statement.values });
      const raw = result.rows[0] as Record<string, unknown>;
      const row: ResultRow = {
        total: raw.total === null || raw.total === undefined ? null : Number(raw.total),
        pageTotal: Number(raw.page_total),
        body: String(raw.body),
        responseHeaders: (raw.response_headers as string | null) ?? null,
        responseStatus: (raw.response_status as string | null) ?? null,
        inserted: raw.inserted === undefined ? undefined : raw.inserted === true,
      };
      check(row);
      return row;
    });
  } catch (error) {
    throw toApiError(error, req.identity.role === 'anon');
  } finally {
    timing(c, 'db', performance.now() - started);
  }
}
