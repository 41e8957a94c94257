import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rupeesInWords } from './words.ts';

describe('rupeesInWords', () => {
  it.each([
    [0, 'Zero rupees'],
    [1, 'One rupee'],
    [15, 'Fifteen rupees'],
    [21, 'Twenty-one rupees'],
    [100, 'One hundred rupees'],
    [1_005, 'One thousand five rupees'],
    [25_000, 'Twenty-five thousand rupees'],
    [120_000, 'One lakh twenty thousand rupees'],
    [1_50_000, 'One lakh fifty thousand rupees'],
    [12_34_567, 'Twelve lakh thirty-four thousand five hundred sixty-seven rupees'],
    [2_50_00_000, 'Two crore fifty lakh rupees'],
    [1_00_00_00_000, 'One hundred crore rupees'],
  ])('%d in English', (n, words) => {
    expect(rupeesInWords(n)).toBe(words);
  });

  it.each([
    [1, 'एक रुपया'],
    [99, 'निन्यानवे रुपये'],
    [120_000, 'एक लाख बीस हज़ार रुपये'],
    [35_500, 'पैंतीस हज़ार पाँच सौ रुपये'],
    [3_00_00_000, 'तीन करोड़ रुपये'],
  ])('%d in Hindi', (n, words) => {
    expect(rupeesInWords(n, 'hi')).toBe(words);
  });

  it('reads stored numeric text and rounds to whole rupees', () => {
    expect(rupeesInWords('120000.00')).toBe('One lakh twenty thousand rupees');
    expect(rupeesInWords(99.5)).toBe('One hundred rupees');
  });

  it('refuses what is not an amount', () => {
    expect(() => rupeesInWords('abc')).toThrow(RangeError);
  });

  it('names every Hindi number below a hundred with one word of its own', () => {
    const names = Array.from({ length: 99 }, (_, i) => rupeesInWords(i + 1, 'hi').split(' ')[0]);
    expect(new Set(names).size).toBe(99);
  });

  it('never leaves a scale word without a count before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (n) => {
        const words = rupeesInWords(n).toLowerCase().split(' ');
        expect(words[0]).not.toMatch(/^(hundred|thousand|lakh|crore)$/);
        expect(words.join(' ')).not.toMatch(/zero/);
      }),
    );
  });
});
