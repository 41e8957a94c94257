import { csvTextCell } from '@rentals/core/csv';

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

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function escape(value: string | number | CsvText | null | undefined): string {
  if (typeof value === 'object' && value !== null) return csvTextCell(value.text);
  const text = value == null ? '' : String(value);
  // A leading =, +, - or @ would be run as a formula by spreadsheet programs.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return quote(safe);
}

/** CSV text with a header row, CRLF line ends as RFC 4180 writes them. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map(([header]) => escape(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, cell]) => escape(cell(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
