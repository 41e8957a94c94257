import { describe, expect, it } from 'vitest';
import { AMENITIES, FURNISHINGS, PROPERTY_TYPES } from '@rentals/core/validation/addRvl';
import { TENANT_PREFERENCES } from '@rentals/core/validation/property';
import { en, hi } from '../i18n/catalogue.ts';
import { amenityLabelKey, furnishingLabelKey, OPTION_KEYS, tenantLabelKey, typeLabelKey } from './enumLabels.ts';

describe('enumeration labels', () => {
  it.each([
    ['property type', PROPERTY_TYPES, typeLabelKey],
    ['furnishing', FURNISHINGS, furnishingLabelKey],
    ['tenant preference', TENANT_PREFERENCES, tenantLabelKey],
    ['amenity', AMENITIES, (value: string) => amenityLabelKey(value) ?? typeLabelKey('unknown')],
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

  it('leaves an amenity core does not offer as it was stored', () => {
    expect(amenityLabelKey('Power Backup')).toBe('common.amenity.powerBackup');
    expect(hi[amenityLabelKey('AC')!]).toBe('एसी');
    expect(amenityLabelKey('Rooftop')).toBeNull();
  });

  it('gives a form every option key it picks', () => {
    expect([...OPTION_KEYS]).toEqual([
      ...PROPERTY_TYPES.map(typeLabelKey),
      ...FURNISHINGS.map(furnishingLabelKey),
      ...AMENITIES.map(amenityLabelKey),
    ]);
  });
});
