// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildReceiptPdf, type MonthReceipt, type YearReceipt } from './receiptPdf.ts';
import { pdfText } from './pdfText.ts';

const squeeze = (text: string) => text.replace(/\s+/g, '');

const month: MonthReceipt = {
  kind: 'month',
  number: 'RR-1A2B3C4D',
  tenant: 'Ananya Sharma',
  landlord: 'Suresh Reddy',
  address: 'Flat 4B, 12 Paud Road, Kothrud, Pune',
  pan: null,
  panRequired: true,
  generatedOn: '2026-11-26',
  paid: { month: '2026-10-01', amount: '35500.00', paidOn: '2026-10-04', mode: 'upi', reference: 'UTR4123' },
};

const year: YearReceipt = {
  ...month,
  kind: 'year',
  number: 'RY-2026-1A2B3C4D',
  pan: 'ABCDE1234F',
  startYear: 2026,
  paid: [
    { month: '2026-04-01', amount: 40000, paidOn: '2026-04-03', mode: 'bank_transfer', reference: null },
    { month: '2026-05-01', amount: 40000, paidOn: '2026-05-03', mode: 'cheque', reference: '000123' },
    { month: '2026-06-01', amount: 40000, paidOn: '2026-06-02', mode: 'cash', reference: null },
  ],
};

describe('rent receipt PDFs', () => {
  it('names the parties, property, month, amount in figures and words, mode, and asks for the missing PAN', async () => {
    const bytes = await buildReceiptPdf(month, 'en');
    const text = await pdfText(bytes);
    for (const expected of [
      'Rent receipt',
      'RR-1A2B3C4D',
      'Ananya Sharma',
      'Suresh Reddy',
      'Flat 4B, 12 Paud Road, Kothrud, Pune',
      'Oct 2026',
      '₹35,500',
      'Thirty-five thousand five hundred rupees',
      'UPI (UTR4123)',
      '4 Oct 2026',
      'Required: the rent for the year is more than ₹1,00,000. The landlord has been asked to add it.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(bytes.length, 'well under 200 KB').toBeLessThan(200 * 1024);
  });

  it('sums a financial year, April to March, with the PAN and every month paid', async () => {
    const bytes = await buildReceiptPdf(year, 'en');
    const text = await pdfText(bytes);
    expect(text).toContain('Rent receipt for the financial year 2026-27');
    expect(text).toContain('April 2026 to March 2027 (2026-27)');
    expect(text).toContain('₹1,20,000 (One lakh twenty thousand rupees)');
    expect(text).toContain('ABCDE1234F');
    expect(text).toContain('Cheque (000123)');
    expect(text).not.toContain('Required');
    expect(bytes.length).toBeLessThan(200 * 1024);
  });

  it('says the PAN is not needed for a year of one lakh or less', async () => {
    const text = await pdfText(await buildReceiptPdf({ ...month, panRequired: false }, 'en'));
    expect(text).toContain('Not required: the rent for the year is not more than ₹1,00,000.');
  });

  it('is written in Hindi with the amount in Hindi words and the names as given', async () => {
    const bytes = await buildReceiptPdf(year, 'hi');
    const text = await pdfText(bytes);
    // A reader gives Devanagari back in drawing order, split where glyphs join: words without a
    // pre-base vowel sign read back as typed once spaces are ignored.
    for (const expected of ['रसीद', 'Ananya Sharma', 'ABCDE1234F', '₹1,20,000', 'एक लाख बीस हज़ार रुपये', 'बैंक ट्रांसफ़र']) {
      expect(squeeze(text)).toContain(squeeze(expected));
    }
    expect(bytes.length, 'with the Devanagari font subset').toBeLessThan(200 * 1024);
  });

  it('draws a character its fonts lack as a question mark instead of failing', async () => {
    const text = await pdfText(await buildReceiptPdf({ ...month, tenant: 'Ananya 中 Sharma' }, 'en'));
    expect(text).toContain('Ananya ? Sharma');
  });

  it('is the same document on every download', async () => {
    const [a, b] = await Promise.all([buildReceiptPdf(month, 'hi'), buildReceiptPdf(month, 'hi')]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
