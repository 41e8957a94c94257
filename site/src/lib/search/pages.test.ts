import { describe, expect, it } from 'vitest';
import { pageItems } from './pages.ts';

const show = (current: number, pages: number) =>
  pageItems(current, pages).map((item) => (item.kind === 'gap' ? '…' : String(item.page))).join(' ');

describe('pageItems', () => {
  it.each([
    [1, 1, '1'],
    [1, 3, '1 2 3'],
    [1, 50, '1 2 … 50'],
    [5, 50, '1 … 4 5 6 … 50'],
    [3, 50, '1 2 3 4 … 50'],
    [50, 50, '1 … 49 50'],
  ])('page %i of %i → %s', (current, pages, expected) => {
    expect(show(current, pages)).toBe(expected);
  });
});
