import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/t.ts';
import { resultsSummary } from './resultsSummary.ts';

const t = translator('en');

describe('the results count and paging', () => {
  it('gives an exact count as it is', () => {
    expect(resultsSummary(t, { total: 1434, estimated: false, page: 2, asked: 2, pages: 50, rowsShown: 20 })).toEqual({
      count: '1,434 homes found', range: 'Showing 21–40 of 1,434', limit: null,
    });
    expect(resultsSummary(t, { total: 1, estimated: false, page: 1, asked: 1, pages: 1, rowsShown: 1 }).count).toBe('1 home found');
  });

  it("says 'about' for an estimate, rounded", () => {
    expect(resultsSummary(t, { total: 128734, estimated: true, page: 1, asked: 1, pages: 50, rowsShown: 20 })).toEqual({
      count: 'About 1,30,000 homes found', range: 'Showing 1–20 of about 1,30,000', limit: null,
    });
  });

  it('on the last page we show, says why there is no next page and how to narrow the search', () => {
    const last = resultsSummary(t, { total: 1434, estimated: false, page: 50, asked: 50, pages: 50, rowsShown: 20 });
    expect(last.limit).toBe('This is the last page we show: results stop after 1,000 homes. Choose a locality, a rent range, BHK or type to narrow your search and see the others.');
  });

  it('names a page asked for past the last one instead of showing the last silently', () => {
    const past = resultsSummary(t, { total: 1434, estimated: false, page: 50, asked: 60, pages: 50, rowsShown: 20 });
    expect(past.limit).toBe('Page 60 is beyond the last page we show (50). Choose a locality, a rent range, BHK or type to narrow your search.');
    expect(past.range).toBe('Showing 981–1,000 of 1,434');
  });
});
