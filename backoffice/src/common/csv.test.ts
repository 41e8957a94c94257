import { describe, expect, it } from 'vitest';
import { asText, toCsv } from './csv.ts';

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

  it('keeps a formula behind a leading tab or carriage return from running too', () => {
    expect(toCsv([{ v: '\t=1+1' }, { v: '\r@SUM(A1)' }], [['V', (r) => r.v]])).toBe(
      'V\r\n\'\t=1+1\r\n"\'\r@SUM(A1)"\r\n',
    );
  });

  it('keeps spreadsheet formulas from running but leaves negative numbers alone', () => {
    expect(toCsv([{ v: '=HYPERLINK("x")' }, { v: '-500' }, { v: null }], [['V', (r) => r.v]])).toBe(
      'V\r\n"\'=HYPERLINK(""x"")"\r\n-500\r\n\r\n',
    );
  });
});

describe('phone numbers', () => {
  it('are written as text, so a spreadsheet keeps the +91 and the leading zeros', () => {
    const rows = [{ phone: '+919876543210' }, { phone: '09876543210' }, { phone: null }];
    expect(toCsv(rows, [['Phone', (r) => asText(r.phone)]])).toBe(
      'Phone\r\n"=""+919876543210"""\r\n"=""09876543210"""\r\n\r\n',
    );
  });

  it('stay a constant even when the text holds quotes', () => {
    expect(toCsv([{ v: '+91" & HYPERLINK("x")' }], [['V', (r) => asText(r.v)]])).toBe(
      'V\r\n"=""+91"""" & HYPERLINK(""""x"""")"""\r\n',
    );
  });
});
