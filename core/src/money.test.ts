import { describe, expect, it } from 'vitest';
import { formatApproximateCount, formatLakhCrore, formatNumber, formatPercent, formatRupees, formatRupeesCompact, parseRupees } from './money.ts';

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

describe('formatPercent', () => {
  it.each([
    ['8.00', '8%'],
    [12.5, '12.5%'],
    ['6.50', '6.5%'],
    [0, '0%'],
    [100, '100%'],
    [null, '—'],
    ['', '—'],
    ['abc', '—'],
  ] as const)('%j → %s', (value, shown) => {
    expect(formatPercent(value)).toBe(shown);
  });
});

describe('parseRupees', () => {
  it('understands Indian and international digit grouping, the rupee sign and paise', () => {
    expect(parseRupees('12,00,000')).toBe(1_200_000);
    expect(parseRupees('1,00,00,000')).toBe(10_000_000);
    expect(parseRupees('1,200,000')).toBe(1_200_000);
    expect(parseRupees('₹ 25,000')).toBe(25_000);
    expect(parseRupees('Rs. 999')).toBe(999);
    expect(parseRupees(' 45000 ')).toBe(45_000);
    expect(parseRupees('1.50')).toBe(1.5);
    expect(parseRupees('-5')).toBe(-5);
  });

  it('refuses what is not an amount instead of guessing', () => {
    for (const text of ['1e3', '12k', '0x10', '1,2,3', '12,0000', 'abc', '', '1.2.3', 'Infinity']) {
      expect(parseRupees(text), text).toBeNaN();
    }
  });

  it('reads back what formatRupees and formatNumber show', () => {
    for (const amount of [0, 7, 999, 1000, 150000, 1234567, 98765432101]) {
      expect(parseRupees(formatRupees(amount))).toBe(amount);
      expect(parseRupees(formatNumber(amount))).toBe(amount);
    }
  });
});

describe('formatApproximateCount', () => {
  it('rounds an estimate to two significant figures in Indian grouping', () => {
    expect(formatApproximateCount(1311)).toBe('1,300');
    expect(formatApproximateCount(128734)).toBe('1,30,000');
    expect(formatApproximateCount(987)).toBe('990');
    expect(formatApproximateCount(42)).toBe('42');
    expect(formatApproximateCount(-5)).toBe('0');
  });
});
