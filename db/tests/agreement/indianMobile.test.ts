// One Indian-mobile rule: core's isIndianMobile (the forms, and the auth server's check of a number
// to text) and public.is_indian_mobile (the profiles check) give the same verdict on each typing.
import { isIndianMobile } from '@rentals/core/validation/limits';
import { indianMobileE164 } from '@rentals/core/validation/mobile';
import { describe, expect, it } from 'vitest';
import { useAgreementDatabase } from './_agreement.ts';

const typings = [
  '+91 98765 43210', '+919876543210', '919876543210', '09876543210', '98765-43210', '9876543210', '6000000000',
  '12', '5876543210', '+1 415 555 0100', '+92 300 1234567', '020-2567 8901', '98765 4321', '+91 98765 432100', 'call me', '',
];

describe('Indian mobile numbers: core and the database agree', () => {
  const fx = useAgreementDatabase();

  it.each(typings)('%j', async (typed) => {
    const { rows } = await fx.client.query<{ ok: boolean }>('select public.is_indian_mobile($1) as ok', [typed]);
    expect(isIndianMobile(typed), 'core says what the database says').toBe(rows[0]!.ok);
    // The auth server stores the number core writes; the database takes that form too.
    const e164 = indianMobileE164(typed);
    if (e164) {
      const stored = await fx.client.query<{ ok: boolean }>('select public.is_indian_mobile($1) as ok', [e164]);
      expect(stored.rows[0]!.ok, 'the stored form is a mobile too').toBe(true);
    }
  });
});
