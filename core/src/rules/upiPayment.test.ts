import { describe, expect, it } from 'vitest';
import { rentPaymentNote, upiPaymentLink, UPI_NOTE_MAX } from './upiPayment.ts';

describe('UPI payment link', () => {
  it('names the payee, the amount with paise, the currency and the note', () => {
    expect(upiPaymentLink({ upiId: 'asha.rao@okhdfc', payeeName: 'Asha Rao', amount: 25000, note: rentPaymentNote('2027-03-01') })).toBe(
      'upi://pay?pa=asha.rao@okhdfc&pn=Asha%20Rao&am=25000.00&cu=INR&tn=Rent%20Mar%202027',
    );
  });

  it('reads back as what was given, with nothing a value holds breaking out of its parameter', () => {
    const link = upiPaymentLink({ upiId: ' Ravi.K@YBL ', payeeName: 'R & K Homes=1 ?', amount: '18500.5', note: 'Flat 4B & more' });
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(Object.fromEntries(params)).toEqual({
      pa: 'ravi.k@ybl',
      pn: 'R & K Homes=1 ?',
      am: '18500.50',
      cu: 'INR',
      tn: 'Flat 4B & more',
    });
    expect(link).not.toContain('+');
  });

  it('keeps a Hindi name and cuts a long note to what apps keep', () => {
    const link = upiPaymentLink({ upiId: 'asha@upi', payeeName: 'आशा राव', amount: 1, note: 'x'.repeat(80) });
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(params.get('pn')).toBe('आशा राव');
    expect(params.get('tn')).toHaveLength(UPI_NOTE_MAX);
  });
});
