import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a header and one line per row, quoting commas, quotes and line breaks', () => {
    const rows = [
      { name: 'Ravi, Kumar', note: 'said "yes"' },
      { name: 'Asha', note: 'two\nlines' },
    ];
    expect(
      toCsv(rows, [
        ['Name', (r) => r.name],
        ['Note', (r) => r.note],
      ]),
    ).toBe('Name,Note\r\n"Ravi, Kumar","said ""yes"""\r\nAsha,"two\nlines"\r\n');
  });

  it('keeps spreadsheet formulas from running but leaves negative numbers alone', () => {
    expect(toCsv([{ v: '=HYPERLINK("x")' }, { v: '-500' }, { v: null }], [['V', (r) => r.v]])).toBe(
      'V\r\n"\'=HYPERLINK(""x"")"\r\n-500\r\n\r\n',
    );
  });
});
