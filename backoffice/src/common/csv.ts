/** One CSV column: its header and how a row gives its cell. */
export type CsvColumn<T> = readonly [
  header: string,
  cell: (row: T) => string | number | null | undefined,
];

function escape(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value);
  // A leading =, +, - or @ would be run as a formula by spreadsheet programs.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text with a header row, CRLF line ends as RFC 4180 writes them. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map(([header]) => escape(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, cell]) => escape(cell(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
