// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildAgreementPdf, type AgreementDocument } from './agreementPdf.ts';
import { buildReceiptPdf } from './receiptPdf.ts';
import { pdfText } from './pdfText.ts';

const draft: AgreementDocument = {
  version: 2,
  draftedAt: '2026-11-20T06:30:00Z',
  startDate: '2026-12-01',
  endDate: '2027-10-31',
  licensor: 'Suresh Reddy',
  licensee: 'Ananya Sharma',
  address: 'Flat 4B, 12 Paud Road, Kothrud, Pune',
  licenceFee: '120000.00',
  deposit: 240000,
  rentDueDay: 5,
  lockInMonths: 6,
  noticeDays: 30,
  maintenancePaidBy: 'licensee',
  maintenanceAmount: 2500,
  permittedUse: 'residential_family',
  state: 'Maharashtra',
  clauses: ['no_smoking', 'police_verification'],
  landlordConfirmation: { name: 'Suresh Reddy', at: '2026-11-21T05:00:00Z' },
  tenantConfirmation: null,
};

describe('leave-and-licence agreement PDF', () => {
  it('sets out the parties, premises, terms, state, chosen clauses and confirmations', async () => {
    const bytes = await buildAgreementPdf(draft, 'en');
    const text = await pdfText(bytes);
    for (const expected of [
      'Leave and licence agreement',
      'Draft, version 2, prepared on 20 Nov 2026',
      'eleven months, from 1 Dec 2026 to 31 Oct 2027',
      'Licensor (owner): Suresh Reddy',
      'Licensee: Ananya Sharma',
      'Premises: Flat 4B, 12 Paud Road, Kothrud, Pune',
      '₹1,20,000 (One lakh twenty thousand rupees) a month, payable by day 5 of each month',
      '₹2,40,000 (Two lakh forty thousand rupees)',
      'Lock-in: 6 months',
      '30 days’ written notice',
      'Maintenance: ₹2,500 a month, paid by the licensee.',
      'Residence of the licensee and their family only',
      'laws in force in the State of Maharashtra',
      'No smoking inside the premises',
      'police verification',
      'Licensor: confirmed by Suresh Reddy on 21 Nov 2026, 10:30 am',
      'Licensee: not yet confirmed',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('No pets');
    expect(bytes.length).toBeLessThan(200 * 1024);
  });

  it('is no longer titled a draft once both parties confirmed its version', async () => {
    const agreed = await pdfText(await buildAgreementPdf({ ...draft, tenantConfirmation: { name: 'Ananya Sharma', at: '2026-11-22T12:15:00Z' } }, 'en'));
    expect(agreed).toContain('Version 2, confirmed by both parties on 22 Nov 2026');
    expect(agreed).toContain('The terms both parties confirmed.');
    expect(agreed).not.toMatch(/draft/i);
    const drafted = await pdfText(await buildAgreementPdf(draft, 'en'));
    expect(drafted).toContain('A draft for the parties to read.');
  });

  it('is written in Hindi with a Devanagari font and stays small', async () => {
    const bytes = await buildAgreementPdf(draft, 'hi');
    const text = await pdfText(bytes);
    // Compared without spaces: a reader splits Devanagari where glyphs join (see receiptPdf.test.ts).
    for (const expected of ['लीव एंड', 'एग्रीमेंट', 'Suresh Reddy', 'Maharashtra', 'एक लाख बीस हज़ार रुपये', 'दो लाख चालीस हज़ार रुपये']) {
      expect(text.replace(/\s+/g, '')).toContain(expected.replace(/\s+/g, ''));
    }
    expect(bytes.length).toBeLessThan(200 * 1024);
  });

  it('reads back the same whatever document the server drew before it', async () => {
    // Both documents share the fonts' glyphs; each must map them back to its own text.
    const squeeze = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, '');
    const receipt = () => buildReceiptPdf({
      kind: 'year', number: 'RY-2026-1A2B3C4D', tenant: 'Ananya Sharma', landlord: 'Suresh Reddy', address: 'Pune', pan: 'ABCDE1234F',
      panRequired: true, generatedOn: '2026-11-26', startYear: 2026,
      paid: [{ month: '2026-04-01', amount: 40000, paidOn: '2026-04-03', mode: 'bank_transfer', reference: null }],
    }, 'hi');
    await buildAgreementPdf(draft, 'hi');
    expect(await squeeze(await receipt())).toContain('बैंकट्रांसफ़र');
    expect(await squeeze(await buildAgreementPdf(draft, 'hi'))).toContain('एग्रीमेंट');
  });
});
