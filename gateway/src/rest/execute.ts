import type { Context } from 'hono';
import { toApiError } from '../errors.ts';
import { statementName, type BatchStatement } from '../batch.ts';
import { withScopedChoice, withScopedStatements } from '../scope.ts';
import { timing } from '../timing.ts';
import type { RestContext } from './context.ts';
import type { RestRequest } from './request.ts';
import { JSON_AGG_SEPARATOR, RESPONSE_SETTINGS, type Statement } from './sql/statements.ts';

/** The one row every shaped statement returns. */
export interface ResultRow {
  total: number | null;
  pageTotal: number;
  body: string;
  responseHeaders: string | null;
  responseStatus: string | null;
  inserted?: boolean;
}

function resultRow(raw: Record<string, unknown>): ResultRow {
  return {
    total: raw.total === null || raw.total === undefined ? null : Number(raw.total),
    pageTotal: Number(raw.page_total),
    body: String(raw.body),
    responseHeaders: (raw.response_headers as string | null) ?? null,
    responseStatus: (raw.response_status as string | null) ?? null,
    inserted: raw.inserted === undefined ? undefined : raw.inserted === true,
  };
}

/** Carries a finished result out of the transaction so that it is rolled back, not committed. */
class RolledBack extends Error {
  readonly row: ResultRow;
  constructor(row: ResultRow) {
    super('rolled back on request');
    this.row = row;
  }
}

/** `Prefer: tx=rollback` (db-tx-end): the response is the statement's, the transaction ends in a rollback. */
function rollingBack(check?: (row: ResultRow) => void): (row: ResultRow) => void {
  return (row) => {
    check?.(row);
    throw new RolledBack(row);
  };
}

/**
 * Runs one statement in the request's scope. `check` sees the result before commit; throwing there
 * (PGRST116, PGRST124) rolls the transaction back. Pass no `check` when nothing could fail: the commit
 * then goes out with the statement. PostgreSQL errors become catalogue errors here.
 */
export async function execute(
  c: Context,
  ctx: RestContext,
  req: RestRequest,
  statement: Statement,
  readOnly: boolean,
  check?: (row: ResultRow) => void,
): Promise<ResultRow> {
  return executeChosen(c, ctx, req, readOnly, check, statement);
}

/** A statement chosen by what `ahead` answers first, in the same transaction (scope.ts, withScopedChoice). */
export interface AheadOf {
  statement: BatchStatement;
  choose: (rows: Record<string, unknown>[]) => Statement;
  /** The plan mode of every statement `choose` may give (it is set with the scope, before the choice). */
  plan: Statement['plan'];
}

/** execute() of the statement that `ahead`'s answer chooses (`choose` sees that answer). */
export async function executeAfter(
  c: Context,
  ctx: RestContext,
  req: RestRequest,
  readOnly: boolean,
  ahead: AheadOf,
  check?: (row: ResultRow) => void,
): Promise<ResultRow> {
  return executeChosen(c, ctx, req, readOnly, check, ahead);
}

function batchOf(statement: Statement): BatchStatement {
  return { name: statementName(statement.sql), text: statement.sql, values: statement.values };
}

const RESPONSE_SETTINGS_STATEMENT: BatchStatement = { name: statementName(RESPONSE_SETTINGS), text: RESPONSE_SETTINGS, values: [] };

/** The response of a shaped statement: its one row. */
function shapedRow([rows = []]: Record<string, unknown>[][]): ResultRow {
  return resultRow(rows[0] as Record<string, unknown>);
}

/** The response of a statement whose body is the page's one row or null (Statement.single). */
function singleRow(shown: 'array' | 'object'): (results: Record<string, unknown>[][]) => ResultRow {
  return ([rows = []]) => {
    const raw = rows[0] as Record<string, unknown>;
    const row = raw.body === null ? null : String(raw.body);
    return resultRow({
      ...raw,
      total: null,
      page_total: row === null ? 0 : 1,
      body: shown === 'object' ? row ?? 'null' : row === null ? '[]' : `[${row}]`,
    });
  };
}

/** The response of a statement with a row per written row (Statement.each) and of RESPONSE_SETTINGS after it. */
function writtenRows([rows = [], after = []]: Record<string, unknown>[][]): ResultRow {
  const settings = after[0];
  return resultRow({
    total: null,
    page_total: rows.length,
    body: `[${rows.map((row) => String(row.body)).join(JSON_AGG_SEPARATOR)}]`,
    response_headers: settings?.response_headers ?? null,
    response_status: settings?.response_status ?? null,
  });
}

async function executeChosen(
  c: Context,
  ctx: RestContext,
  req: RestRequest,
  readOnly: boolean,
  check: ((row: ResultRow) => void) | undefined,
  what: Statement | AheadOf,
): Promise<ResultRow> {
  const started = performance.now();
  const inspect = req.rollback ? rollingBack(check) : check;
  const scope = { ...req.scope(readOnly), planMode: what.plan };
  try {
    if ('choose' in what) {
      const { rows } = await withScopedChoice(
        ctx.pool,
        scope,
        what.statement,
        (aheadRows) => batchOf(what.choose(aheadRows)),
        inspect && ((raw) => inspect(shapedRow([raw]))),
      );
      return shapedRow([rows]);
    }
    const statements = what.each ? [batchOf(what), RESPONSE_SETTINGS_STATEMENT] : [batchOf(what)];
    const toRow = what.each ? writtenRows : what.single ? singleRow(what.single) : shapedRow;
    return toRow(await withScopedStatements(ctx.pool, scope, statements, inspect && ((raw) => inspect(toRow(raw)))));
  } catch (error) {
    if (error instanceof RolledBack) return error.row;
    throw toApiError(error, req.identity.role === 'anon');
  } finally {
    timing(c, 'db', performance.now() - started);
  }
}
