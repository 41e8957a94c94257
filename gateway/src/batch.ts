import { LRUCache } from 'lru-cache';
import pg from 'pg';

/** One statement of a batch; `name` makes it a prepared statement kept on the connection. */
export interface BatchStatement {
  name?: string;
  text: string;
  values: unknown[];
  /** false: the rows are not wanted (begin, the scope statement): no Describe, no row parsing. */
  rows?: false;
}

/** The parts of pg's Connection a submittable writes to (pg-cursor uses the same ones). */
interface Wire {
  stream: { cork?: () => void; uncork?: () => void };
  parse(msg: { text: string; name: string; types: number[] }): void;
  bind(msg: { statement: string; portal: string; values: unknown[]; valueMapper: unknown }): void;
  describe(msg: { type: 'P'; name: string }): void;
  execute(msg: { portal: string }): void;
  close(msg: { type: 'S'; name: string }): void;
  sync(): void;
}
const { utils } = pg as unknown as { utils: { prepareValue: unknown } };

/** A column as RowDescription describes it. */
interface Field {
  name: string;
  dataTypeID: number;
}

/**
 * How a statement's rows are read: each column's name and text parser (results come in text, as
 * Bind asks for nothing else). A prepared statement's columns cannot change while it exists (the
 * server refuses with "cached plan must not change result type"), so once known on a connection
 * they are not asked for again: no Describe, no RowDescription to send, parse and look up.
 */
interface RowShape {
  names: string[];
  parsers: Array<(text: string) => unknown>;
  /** Every column set to null: each row starts as a copy (as node-postgres does), so filling it adds no property. */
  empty: Record<string, null>;
}
/** A statement that returns no rows (NoData instead of a RowDescription). */
const NO_COLUMNS: RowShape = { names: [], parsers: [], empty: {} };

function rowShape(fields: Field[]): RowShape {
  const names = fields.map((field) => field.name);
  return {
    names,
    parsers: fields.map((field) => pg.types.getTypeParser(field.dataTypeID, 'text') as (text: string) => unknown),
    empty: Object.fromEntries(names.map((name) => [name, null])),
  };
}

function parseRow(shape: RowShape, values: Array<string | null>): Record<string, unknown> {
  const row: Record<string, unknown> = { ...shape.empty };
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    row[shape.names[i] as string] = value === null || value === undefined ? null : (shape.parsers[i] as (text: string) => unknown)(value);
  }
  return row;
}

/** Prepared statements kept per connection; the least recently used beyond this are closed. */
export const MAX_PREPARED = 100;
/** Distinct statement texts that have a name; beyond this the least recently used is forgotten (and renamed if seen again). */
export const MAX_NAMED = 1000;

interface Prepared {
  /** Names parsed on this connection, least recently used first, with their rows' shape once described. */
  parsed: Map<string, RowShape | null>;
  /** Names whose Parse may or may not have run (the batch failed at or before it): closed before reuse. */
  doubtful: Set<string>;
  /** Names evicted from `parsed`, closed at the start of the next batch. */
  closing: string[];
}
const prepared = new WeakMap<object, Prepared>();
const names = new LRUCache<string, string>({ max: MAX_NAMED });
let named = 0;

/** A stable statement name for `text` (the SQL text, never values), so a connection parses it once. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `pgrst_statement_${(named += 1)}`;
    names.set(text, name);
  }
  return name;
}

function remember(state: Prepared, name: string, shape: RowShape | undefined): void {
  const known = state.parsed.get(name);
  state.parsed.delete(name);
  state.parsed.set(name, shape ?? known ?? null);
  while (state.parsed.size > MAX_PREPARED) {
    const oldest = state.parsed.keys().next().value as string;
    state.parsed.delete(oldest);
    state.closing.push(oldest);
  }
}

/** The server's answer when a prepared statement's columns changed under it (ALTER TABLE …). */
function resultTypeChanged(error: Error): boolean {
  return (error as { code?: string }).code === '0A000' && error.message === 'cached plan must not change result type';
}

/**
 * Sends several statements (Parse/Bind/Describe/Execute each) behind a single Sync, so they cost one
 * round trip instead of one each; node-postgres otherwise waits for ReadyForQuery between queries.
 * A statement already described on the connection is not described again (RowShape).
 * The server runs them in order and skips the rest after an error, exactly as if they had been sent
 * one by one and the caller had stopped at the first failure.
 */
class Batch {
  callback?: (error: Error | null, results?: Record<string, unknown>[][]) => void;
  private readonly statements: BatchStatement[];
  private readonly results: Record<string, unknown>[][] = [];
  /** Each statement's row shape: known before the batch, or learned from its RowDescription. */
  private readonly shapes: Array<RowShape | undefined> = [];
  /** Which statements were described in this batch (their shape is new to the connection). */
  private readonly described: boolean[] = [];
  private current = 0;
  private wire: Wire | null = null;
  private failed = false;

  constructor(statements: BatchStatement[]) {
    this.statements = statements;
  }

  submit(connection: Wire): null {
    this.wire = connection;
    let state = prepared.get(connection);
    if (!state) prepared.set(connection, state = { parsed: new Map(), doubtful: new Set(), closing: [] });
    connection.stream.cork?.();
    try {
      // Closing a statement that does not exist is not an error (protocol: Close).
      for (const name of state.closing.splice(0)) connection.close({ type: 'S', name });
      for (const s of this.statements) {
        const name = s.name ?? '';
        if (!name || !state.parsed.has(name)) {
          if (name && state.doubtful.delete(name)) connection.close({ type: 'S', name });
          connection.parse({ text: s.text, name, types: [] });
        }
        connection.bind({ statement: name, portal: '', values: s.values, valueMapper: utils.prepareValue });
        const shape = name ? state.parsed.get(name) ?? undefined : undefined;
        const describe = s.rows !== false && !shape;
        if (describe) connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '' });
        this.results.push([]);
        this.shapes.push(shape);
        this.described.push(describe);
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(msg: { fields: Field[] }): void {
    this.shapes[this.current] = rowShape(msg.fields);
  }

  handleDataRow(msg: { fields: Array<string | null> }): void {
    if (this.statements[this.current]?.rows === false) return;
    const shape = this.shapes[this.current];
    if (shape) this.results[this.current]?.push(parseRow(shape, msg.fields));
  }

  handleCommandComplete(): void {
    // Described, and no RowDescription came: the statement returns no rows (NoData).
    if (this.described[this.current] && !this.shapes[this.current]) this.shapes[this.current] = NO_COLUMNS;
    this.current += 1;
  }

  /** The shape to keep for statement `i`: only one described here, as the others' is known already. */
  private learned(i: number): RowShape | undefined {
    return this.described[i] ? this.shapes[i] : undefined;
  }

  handleEmptyQuery(): void {
    this.current += 1;
  }

  /** The server skips the rest of the batch; the statements from here on may not have been parsed. */
  handleError(error: Error): void {
    if (this.failed) return;
    this.failed = true;
    const state = this.wire ? prepared.get(this.wire) : undefined;
    // Something (DEALLOCATE ALL, DISCARD ALL in a function) dropped statements behind our back: parse all again.
    if (state && (error as { code?: string }).code === '26000') {
      for (const name of state.parsed.keys()) state.doubtful.add(name);
      state.parsed.clear();
    }
    this.statements.forEach((s, i) => {
      if (!s.name || !state) return;
      if (i < this.current) remember(state, s.name, this.learned(i));
      else if (i === this.current && resultTypeChanged(error)) {
        // Its columns changed (ALTER TABLE): parsed and described again on next use, not refused for ever.
        state.parsed.delete(s.name);
        state.doubtful.add(s.name);
      } else if (!state.parsed.has(s.name)) state.doubtful.add(s.name);
    });
    this.callback?.(error);
  }

  handleReadyForQuery(): void {
    if (this.failed) return;
    const state = this.wire ? prepared.get(this.wire) : undefined;
    if (state) this.statements.forEach((s, i) => s.name && remember(state, s.name, this.learned(i)));
    this.callback?.(null, this.results);
  }

  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
  handleCopyData(): void {}
}

/**
 * Runs `statements` in one round trip; rejects with the first statement's error, as awaiting each would.
 * `timeoutMs` replaces the pool's query_timeout for this batch (node-postgres reads it off the query).
 */
export function runBatch(client: pg.PoolClient, statements: BatchStatement[], timeoutMs?: number): Promise<Record<string, unknown>[][]> {
  return new Promise((resolve, reject) => {
    const batch = new Batch(statements);
    batch.callback = (error, results) => (error ? reject(error) : resolve(results ?? []));
    if (timeoutMs) (batch as unknown as { query_timeout: number }).query_timeout = timeoutMs;
    client.query(batch as unknown as pg.QueryConfig);
  });
}
