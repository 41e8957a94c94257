// CSV for the reports members download (RFC 4180: comma separated, CRLF, quotes doubled).

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

// A cell a spreadsheet would run as a formula starts with one of these (a tab or a carriage return
// too: programs that drop it read the formula after it); a leading quote keeps it text. A plain
// number such as '-500' runs nothing and is left as it is.
const FORMULA = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * One cell, the only CSV cell writer of the site and the console: 'Rao, Bela' → '"Rao, Bela"';
 * '=1+1' → "'=1+1"; '\t=1+1' → "'\t=1+1"; '-500' → '-500'; null → ''.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file, header first, each line ending in CRLF. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A cell spreadsheets open as text whatever it looks like, for phone numbers (Excel, LibreOffice and
 * Google Sheets read a bare +919876543210 as a number and drop the +91): '+919876543210' →
 * '"=""+919876543210"""'. A string constant, so nothing in it runs; null or '' → ''.
 */
export function csvTextCell(value: string | null | undefined): string {
  if (!value) return '';
  const formula = `="${value.replace(/"/g, '""')}"`;
  return `"${formula.replace(/"/g, '""')}"`;
}
