import { errors } from '../errors.ts';
import type { Table } from './schemaCache.ts';

export interface Payload {
  /** The rows as JSON array text, passed to PostgreSQL untouched (no JS number rounding). */
  json: string;
  /** Columns written: the `columns` parameter, else the keys of the (first) object. */
  columns: string[];
  rows: number;
  /** Set when the body was a single object. */
  single: boolean;
  /** The first row as sent (PUT checks its primary key against the filters). */
  first: Record<string, unknown> | undefined;
}

/** Reads a JSON write body (object or array of objects) and checks its keys against the table. */
export function parsePayload(text: string, table: Table, columns: string[] | undefined, arrayAllowed = true): Payload {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errors.invalidBody();
  }
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const rows: Array<Record<string, unknown>> = Array.isArray(value) ? (value as unknown[]).map((v) => {
    if (!isObject(v)) throw errors.invalidBody();
    return v;
  }) : isObject(value) ? [value] : (() => { throw errors.invalidBody(); })();
  if (Array.isArray(value) && !arrayAllowed) throw errors.invalidBody();
  let cols: string[];
  if (columns) {
    cols = columns;
  } else {
    cols = Object.keys(rows[0] ?? {});
    if (rows.length > 1) {
      const sorted = [...cols].sort().join('\0');
      for (const row of rows) {
        if (Object.keys(row).sort().join('\0') !== sorted) throw errors.invalidBody('All object keys must match');
      }
    }
  }
  for (const col of cols) {
    if (!table.columns.has(col)) throw errors.unknownColumn(col, table.name);
  }
  return {
    json: Array.isArray(value) ? text : `[${text}]`,
    columns: cols,
    rows: rows.length,
    single: !Array.isArray(value),
    first: rows[0],
  };
}
