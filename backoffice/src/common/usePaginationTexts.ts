// A table's own pagination (MUI's TablePagination, where a screen pages rows itself) in the
// console's language: the same words as react-admin's list pagination (ra.navigation.*).
import type { TablePaginationProps } from '@mui/material';
import { useTranslate } from 'react-admin';

type PaginationTexts = Pick<TablePaginationProps, 'labelRowsPerPage' | 'labelDisplayedRows' | 'getItemAriaLabel'>;

/** <TablePagination {...usePaginationTexts()} … />: 'Rows per page:', '1-10 of 42', 'Go to next page'. */
export function usePaginationTexts(): PaginationTexts {
  const translate = useTranslate();
  return {
    labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
    labelDisplayedRows: ({ from, to, count }) =>
      translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count === -1 ? to : count }),
    getItemAriaLabel: (type) => translate(`ra.navigation.${type}`),
  };
}
