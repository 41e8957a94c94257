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
interface PgResult {
  rows: Record<string, unknown>[];
  addFields(fields: unknown): void;
  parseRow(data: unknown): Record<string, unknown>;
  addCommandComplete(msg: unknown): void;
}
const { Result, utils } = pg as unknown as { Result: new () => PgResult; utils: { prepareValue: unknown } };

/** Prepared statements kept per connection; the least recently used beyond this are closed. */
export const MAX_PREPARED = 100;
/** Distinct statement texts that have a name; beyond this the oldest text is forgotten (and renamed if seen again). */
const MAX_NAMED = 1000;

interface Prepared {
  /** Names parsed on this connection, least recently used first. */
  parsed: Map<string, true>;
  /** Names whose Parse may or may not have run (the batch failed at or before it): closed before reuse. */
  doubtful: Set<string>;
  /** Names evicted from `parsed`, closed at the start of the next batch. */
  closing: string[];
}
const prepared = new WeakMap<object, Prepared>();
const names = new Map<string, string>();
let named = 0;

/** A stable statement name for `text` (the SQL text, never values), so a connection parses it once. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMED) names.delete(names.keys().next().value as string);
    name = `pgrst_statement_${(named += 1)}`;
    names.set(text, name);
  }
  return name;
}

function remember(state: Prepared, name: string): void {
  state.parsed.delete(name);
  state.parsed.set(name, true);
  while (state.parsed.size > MAX_PREPARED) {
    const oldest = state.parsed.keys().next().value as string;
    state.parsed.delete(oldest);
    state.closing.push(oldest);
  }
}

/**
 * Sends several statements (Parse/Bind/Describe/Execute each) behind a single Sync, so they cost one
 * round trip instead of one each; node-postgres otherwise waits for ReadyForQuery between queries.
 * The server runs them in order and skips the rest after an error, exactly as if they had been sent
 * one by one and the caller had stopped at the first failure.
 */
class Batch {
  callback?: (error: Error | null, results?: Record<string, unknown>[][]) => void;
  private readonly statements: BatchStatement[];
  private readonly results: PgResult[] = [];
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
        if (s.rows !== false) connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '' });
        this.results.push(new Result());
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(msg: { fields: unknown }): void {
    this.results[this.current]?.addFields(msg.fields);
  }

  handleDataRow(msg: { fields: unknown }): void {
    if (this.statements[this.current]?.rows === false) return;
    const result = this.results[this.current];
    result?.rows.push(result.parseRow(msg.fields));
  }

  handleCommandComplete(msg: unknown): void {
    this.results[this.current]?.addCommandComplete(msg);
    this.current += 1;
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
      if (i < this.current) remember(state, s.name);
      else if (!state.parsed.has(s.name)) state.doubtful.add(s.name);
    });
    this.callback?.(error);
  }

  handleReadyForQuery(): void {
    if (this.failed) return;
    const state = this.wire ? prepared.get(this.wire) : undefined;
    if (state) for (const s of this.statements) if (s.name) remember(state, s.name);
    this.callback?.(null, this.results.map((r) => r.rows));
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
