import { describe, expect, it } from 'vitest';
import { isPan, normalisePan } from './pan.ts';

describe('PAN', () => {
  it('accepts five letters, four digits and a letter, typed in any case or with spaces', () => {
    expect(isPan('ABCDE1234F')).toBe(true);
    expect(isPan(' abcde 1234 f ')).toBe(true);
    expect(normalisePan(' abcde 1234 f ')).toBe('ABCDE1234F');
  });

  it.each(['ABCD1234F', 'ABCDE12345', '1BCDE1234F', 'ABCDE1234FF', 'ABCDE-1234F', ''])('refuses %s', (value) => {
    expect(isPan(value)).toBe(false);
  });
});
