import { describe, expect, it } from 'vitest';
import { FURNISHINGS, PROPERTY_TYPES } from '@rentals/core/validation/addRvl';
import { TENANT_PREFERENCES } from '@rentals/core/validation/property';
import { en, hi } from '../i18n/catalogue.ts';
import { furnishingLabelKey, tenantLabelKey, typeLabelKey } from './enumLabels.ts';

describe('enumeration labels', () => {
  it.each([
    ['property type', PROPERTY_TYPES, typeLabelKey],
    ['furnishing', FURNISHINGS, furnishingLabelKey],
    ['tenant preference', TENANT_PREFERENCES, tenantLabelKey],
  ] as const)('names every %s of the database in English and Hindi', (_kind, values, key) => {
    for (const value of values) {
      expect(en[key(value)], value).toBeTruthy();
      expect(hi[key(value)], value).toBeTruthy();
    }
  });

  it('reads the English names', () => {
    expect(en[typeLabelKey('Independent House')]).toBe('Independent House');
    expect(en[furnishingLabelKey('Semi Furnished')]).toBe('Semi furnished');
    expect(en[tenantLabelKey('company')]).toBe('Company lease');
  });
});
