import { describe, expect, it } from 'vitest';
import { UPI_ID_INVALID } from './messages.ts';
import { isUpiId, normaliseUpiId, upiIdSchema } from './upi.ts';

describe('UPI ID', () => {
  it.each(['asha.rao@okhdfc', 'Asha.Rao@OKHDFC', '9876543210@ybl', 'ravi_k-2@upi', ' rk@paytm '])('accepts %s', (value) => {
    expect(isUpiId(value)).toBe(true);
  });

  it.each(['', 'asha', 'asha@', '@okhdfc', 'a@okhdfc', 'asha rao@okhdfc', 'asha@ok-hdfc', 'asha@b', 'asha@okhdfc.com', 'asha@@okhdfc', 'asha@1bank'])(
    'refuses %j',
    (value) => {
      expect(isUpiId(value)).toBe(false);
    },
  );

  it('keeps an ID trimmed and lower-cased', () => {
    expect(normaliseUpiId(' Asha.Rao@OKHDFC ')).toBe('asha.rao@okhdfc');
    expect(upiIdSchema.parse({ upi_id: ' Asha.Rao@OKHDFC ' })).toEqual({ upi_id: 'asha.rao@okhdfc' });
  });

  it('says the format beside the field when blank or wrong', () => {
    for (const upi_id of ['', '  ', 'asha', undefined]) {
      const result = upiIdSchema.safeParse({ upi_id });
      expect(result.success ? null : result.error.issues[0]?.message, JSON.stringify(upi_id)).toBe(UPI_ID_INVALID);
    }
  });
});
