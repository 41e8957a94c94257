import { Constants } from '@rentals/core/generated/database';
import { RANKS } from '@rentals/core/ranks';
import { PAYMENT_MODES, SECURITY_DEPOSIT_TYPES } from '@rentals/core/validation/managedProperty';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { hi } from '../i18n/hi/index.ts';

const { Enums } = Constants.public;

// Every code a console screen shows as a word: statuses, modes, types, the managed property's state,
// and the contract types the data has (free text, 'standard' by default).
const CODES = [
  ...Enums.managed_application_status, ...Enums.payment_status, ...Enums.payment_mode, ...Enums.rvl_payment_status,
  ...Enums.security_deposit_type, ...Enums.property_availability, ...Enums.commission_status,
  ...PAYMENT_MODES, ...SECURITY_DEPOSIT_TYPES, 'standard', 'guaranteed_rent', 'active',
];

describe('the console’s words for the database’s codes', () => {
  it('name every status, mode and type in English and Hindi', () => {
    const statuses = (table: Record<string, string>) => [...new Set(CODES)].filter((code) => !table[code]);
    expect(statuses(en.app.statuses)).toEqual([]);
    expect(statuses(hi.app.statuses)).toEqual([]);
  });

  it('name every rank, in core’s English', () => {
    for (const rank of RANKS) {
      expect(en.app.ranks[rank.id]).toBe(rank.label);
      expect(hi.app.ranks[rank.id]).toMatch(/^[\u0900-\u097F]+$/);
    }
  });
});
