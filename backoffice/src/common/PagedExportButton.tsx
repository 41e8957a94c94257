import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import {
  downloadCSV,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { toCsv, type CsvColumn } from './csv.ts';

/** Rows per request while exporting: the API's page size, never a whole table at once. */
const PAGE = 100;
/** An export stops here; a larger one belongs in a report, not a browser download. */
const MAX_ROWS = 10_000;

interface Props<T> {
  filename: string;
  columns: readonly CsvColumn<T>[];
  meta?: Record<string, unknown>;
}

/** Export of the list as it is filtered and sorted, fetched 100 rows a request. */
export function PagedExportButton<T>({ filename, columns, meta }: Props<T>) {
  const { resource, filter, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const exportRows = async () => {
    setBusy(true);
    try {
      const rows: T[] = [];
      for (let page = 1; rows.length < MAX_ROWS; page += 1) {
        const { data } = await dataProvider.getList(resource, {
          pagination: { page, perPage: PAGE },
          // The list's permanent filter too (Pending Approval is only submitted and under review).
          filter: { ...filterValues, ...filter },
          sort,
          meta,
        });
        rows.push(...(data as T[]));
        if (data.length < PAGE) break;
      }
      downloadCSV(toCsv(rows, columns), filename);
    } catch {
      notify('app.export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={exportRows}
      disabled={busy || !total}
    >
      {translate('app.export.button')}
    </Button>
  );
}
