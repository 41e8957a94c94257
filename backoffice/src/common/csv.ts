import { csvCell, csvTextCell } from '@rentals/core/csv';

/** A cell spreadsheets must keep as typed: a phone number would otherwise become a number and lose its +91. */
export interface CsvText {
  readonly text: string;
}

/** One CSV column: its header and how a row gives its cell. */
export type CsvColumn<T> = readonly [
  header: string,
  cell: (row: T) => string | number | CsvText | null | undefined,
];

/** A cell kept as text by spreadsheet programs: asText('+919876543210'). Empty stays empty. */
export function asText(value: string | null | undefined): CsvText | null {
  return value ? { text: value } : null;
}

// Core's cell writers, so the console and the site neutralise formulas alike.
function escape(value: string | number | CsvText | null | undefined): string {
  if (typeof value === 'object' && value !== null) return csvTextCell(value.text);
  return csvCell(value);
}

/** CSV text with a header row, CRLF line ends as RFC 4180 writes them. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map(([header]) => escape(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, cell]) => escape(cell(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
