import { describe, expect, it } from 'vitest';
import { idRange, MAX_PROPERTY_PAGES, pageCount, pageName, parsePageName } from './idRanges.ts';

describe('pageCount', () => {
  it('sizes pages for about 10,000 listings each, with at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(10_000)).toBe(1);
    expect(pageCount(10_001)).toBe(2);
    expect(pageCount(1_000_000)).toBe(100);
    expect(pageCount(10 ** 12)).toBe(MAX_PROPERTY_PAGES);
  });
});

describe('idRange', () => {
  it('splits the uuid space into contiguous slices that cover it exactly', () => {
    for (const pages of [1, 2, 3, 7, 100]) {
      const ranges = Array.from({ length: pages }, (_, i) => idRange(i + 1, pages));
      expect(ranges[0]!.from).toBe('00000000-0000-0000-0000-000000000000');
      expect(ranges[pages - 1]!.to).toBeUndefined();
      for (let i = 1; i < pages; i += 1) expect(ranges[i]!.from).toBe(ranges[i - 1]!.to);
      for (const range of ranges) if (range.to) expect(range.from < range.to).toBe(true);
    }
  });

  it('puts every id in exactly one slice', () => {
    const ids = [
      '00000000-0000-4000-8000-000000000000',
      '3fffffff-ffff-4fff-bfff-ffffffffffff',
      '40000000-0000-4000-8000-000000000000',
      '7f1e2d3c-4b5a-4968-8776-655443322110',
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    ];
    const pages = 4;
    for (const id of ids) {
      const holders = Array.from({ length: pages }, (_, i) => idRange(i + 1, pages)).filter(
        (range) => id >= range.from && (range.to === undefined || id < range.to),
      );
      expect(holders, id).toHaveLength(1);
    }
    expect(idRange(2, 4)).toEqual({
      from: '40000000-0000-0000-0000-000000000000',
      to: '80000000-0000-0000-0000-000000000000',
    });
  });
});

describe('page names', () => {
  it('round-trips and refuses anything else', () => {
    expect(pageName(3, 9)).toBe('properties-3-of-9');
    expect(parsePageName('properties-3-of-9')).toEqual({ page: 3, pages: 9 });
    for (const name of [
      'properties-0-of-9',
      'properties-10-of-9',
      'properties-01-of-9',
      'properties-1-of-50000',
      'pages',
      'properties-1-of-2.xml',
    ]) {
      expect(parsePageName(name), name).toBeUndefined();
    }
  });
});
