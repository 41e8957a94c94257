import { describe, expect, it } from 'vitest';
import { formatLakhCrore, formatNumber, formatRupees, formatRupeesCompact, parseAmount } from './money.ts';

describe('formatRupees', () => {
  it.each([
    [1234567, '₹12,34,567'],
    [150000, '₹1,50,000'],
    [10000000, '₹1,00,00,000'],
    [-150000, '-₹1,50,000'],
    [0, '₹0'],
    [-0, '₹0'],
    [-0.4, '₹0'],
    [99.5, '₹100'],
    [999.49, '₹999'],
    ['25000.00', '₹25,000'],
    [null, '₹0'],
    [undefined, '₹0'],
    ['abc', '₹0'],
  ] as const)('%s → %s', (value, expected) => {
    expect(formatRupees(value)).toBe(expected);
  });

  it('groups plain numbers the Indian way', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
  });
});

describe('compact lakh and crore', () => {
  it.each([
    [150000, '₹1.5L', '1.5 lakh'],
    [400000, '₹4L', '4 lakh'],
    [1500000, '₹15L', '15 lakh'],
    [10000000, '₹1Cr', '1 crore'],
    [25000000, '₹2.5Cr', '2.5 crore'],
    [-150000, '-₹1.5L', '-1.5 lakh'],
    [99999, '₹99,999', '99,999'],
    [15000, '₹15,000', '15,000'],
    [0, '₹0', '0'],
  ] as const)('%s → %s / %s', (value, short, long) => {
    expect(formatRupeesCompact(value)).toBe(short);
    expect(formatLakhCrore(value)).toBe(long);
  });
});

describe('parseAmount', () => {
  it.each([
    ['12,00,000', 1200000],
    ['1,50,000', 150000],
    ['₹1,50,000', 150000],
    ['₹ 17,00,000.50', 1700000.5],
    ['Rs. 45,000', 45000],
    ['1,00,00,000', 10000000],
    ['1,200,000', 1200000],
    ['  45000 ', 45000],
    ['45000.75', 45000.75],
    ['-5,000', -5000],
    ['1e3', 1000],
    ['999', 999],
  ] as const)('%s → %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each(['', '  ', 'abc', '12,0,00', '1,2', ',000', '12,00,000,', '₹'])(
    'reads %j as no number rather than a different one',
    (text) => {
      expect(Number.isNaN(parseAmount(text))).toBe(true);
    },
  );

  it('reads back what formatRupees and formatNumber show', () => {
    for (const amount of [0, 7, 999, 1000, 150000, 1234567, 98765432101]) {
      expect(parseAmount(formatRupees(amount))).toBe(amount);
      expect(parseAmount(formatNumber(amount))).toBe(amount);
    }
  });
});
