import { rankDisplay, RANKS } from '@rentals/core/ranks';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/t.ts';
import { rankName } from './rankNames.ts';

describe('rank names', () => {
  const en = translator('en');
  const hi = translator('hi');

  it('are core’s labels in English, and its capitals where the broker screens show those', () => {
    for (const rank of RANKS) {
      expect(rankName(en, rank.id)).toBe(rank.label);
      expect(rankName(en, rank.id, true)).toBe(rankDisplay(rank.id));
    }
    expect(rankName(en, null, true)).toBe(rankDisplay(null));
  });

  it('are Devanagari for a Hindi reader, capitals or not', () => {
    expect(RANKS.map((rank) => rankName(hi, rank.id, true))).toEqual(['स्टार्टर', 'बिल्डर', 'लीडर', 'डायरेक्टर', 'एग्ज़िक्यूटिव', 'चेयरमैन']);
    expect(rankName(hi, null)).toBe('कोई रैंक नहीं');
  });
});
