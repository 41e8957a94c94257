// A table of records that reads as a table from 640 px and as labelled cards below it (each cell
// repeats its column's name), so portal lists fit a 390 px phone without sideways scrolling.
import './data.css';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures (rupees, counts). */
  numeric?: boolean;
}

export interface RecordTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Show the caption to everyone, not only to screen readers. */
  showCaption?: boolean;
}

export function RecordTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  showCaption = false,
}: RecordTableProps<T>) {
  return (
    <div className="record-table">
      <table>
        <caption className={showCaption ? 'record-table__caption' : 'visually-hidden'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.numeric ? 'numeric' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={column.header}
                  className={column.numeric ? 'numeric' : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
