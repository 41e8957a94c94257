// What the results column says about its count and paging: exact counts as they are, estimates
// with 'about' (rounded), and on the last page we show, why it is the last and how to narrow.
import { formatApproximateCount, formatNumber } from '@rentals/core/money';
import type { Translate } from '../../i18n/t.ts';
import { MAX_PAGES, PAGE_SIZE } from './params.ts';

export interface SummaryInput {
  total: number;
  estimated: boolean;
  /** The page shown, and the page the address asked for (larger when it lay past the last). */
  page: number;
  asked: number;
  pages: number;
  rowsShown: number;
}

export interface ResultsSummary {
  count: string;
  range: string | null;
  /** Why no page comes after this one although more homes match, and what to do. */
  limit: string | null;
}

export function resultsSummary(t: Translate, input: SummaryInput): ResultsSummary {
  const { total, estimated, page, asked, pages, rowsShown } = input;
  const shownTotal = estimated ? formatApproximateCount(total) : formatNumber(total);
  const count = estimated
    ? t('owners.search.about', { count: shownTotal })
    : total === 1
      ? t('search.results.one')
      : t('search.results.many', { count: shownTotal });
  const from = (page - 1) * PAGE_SIZE + 1;
  const to = from + rowsShown - 1;
  const range =
    rowsShown > 0 && pages > 1
      ? t(estimated ? 'owners.search.rangeAbout' : 'search.results.range', { from: formatNumber(from), to: formatNumber(to), total: shownTotal })
      : null;
  const capped = total > MAX_PAGES * PAGE_SIZE && page === MAX_PAGES;
  const limit =
    asked > page
      ? t('owners.search.pastLastPage', { asked: formatNumber(asked), last: formatNumber(page) })
      : capped
        ? t('owners.search.lastPage', { shown: formatNumber(MAX_PAGES * PAGE_SIZE) })
        : null;
  return { count, range, limit };
}
