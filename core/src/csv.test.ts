import { describe, expect, it } from 'vitest';
import { csvCell, csvTextCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('Rao, Bela')).toBe('"Rao, Bela"');
    expect(csvCell('6" wall')).toBe('"6"" wall"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('AFF10023')).toBe('AFF10023');
    expect(csvCell(-1500.5)).toBe('-1500.5');
    expect(csvCell(null)).toBe('');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=HYPERLINK("x")')).toBe('"\'\r=HYPERLINK(""x"")"');
    expect(csvCell('-2+3+cmd|\' /C calc\'!A0')).toBe("'-2+3+cmd|' /C calc'!A0");
  });

  it('leaves a plain signed number as it is: it runs nothing', () => {
    expect(csvCell('-500')).toBe('-500');
    expect(csvCell('+12.5')).toBe('+12.5');
  });

  it('writes a header and one CRLF line per row', () => {
    const rows = [{ month: '2026-10-01', amount: 2000 }, { month: '2026-11-01', amount: 1500.25 }];
    expect(toCsv(rows, [{ header: 'Month', value: (r) => r.month }, { header: 'Amount (INR)', value: (r) => r.amount }]))
      .toBe('Month,Amount (INR)\r\n2026-10-01,2000\r\n2026-11-01,1500.25\r\n');
  });
});

describe('csvTextCell', () => {
  it('writes a phone number as text, keeping +91 and leading zeros', () => {
    expect(csvTextCell('+919876543210')).toBe('"=""+919876543210"""');
    expect(csvTextCell('09876543210')).toBe('"=""09876543210"""');
  });

  it('keeps quotes inside the string constant and leaves empty cells empty', () => {
    expect(csvTextCell('+91" & HYPERLINK("x")')).toBe('"=""+91"""" & HYPERLINK(""""x"""")"""');
    expect(csvTextCell(null)).toBe('');
    expect(csvTextCell('')).toBe('');
  });
});
