import type pg from 'pg';

export type Row = Record<string, unknown>;

/** Rows to insert, per table ('public.brokers'), in the order they must be inserted. */
export class TableRows {
  readonly tables = new Map<string, Row[]>();

  add(table: string, row: Row): Row {
    let rows = this.tables.get(table);
    if (!rows) this.tables.set(table, (rows = []));
    rows.push(row);
    return row;
  }

  get(table: string): Row[] {
    return this.tables.get(table) ?? [];
  }
}

const BATCH = 5000;

/**
 * Inserts rows set-based, a batch per statement: jsonb_populate_recordset casts each JSON value to
 * the column's type (enums, arrays, dates), so one statement fits every table.
 */
export async function insertRows(client: pg.ClientBase, table: string, rows: readonly Row[], conflict = '') {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const list = columns.map((c) => `"${c}"`).join(', ');
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await client.query(
      `insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, $1::jsonb) ${conflict}`,
      [JSON.stringify(batch)],
    );
  }
}
