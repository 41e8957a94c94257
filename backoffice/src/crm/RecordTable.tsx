import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import './texts.ts';

export interface RecordColumn<T> {
  key: string;
  render: (row: T) => ReactNode;
  align?: 'right';
}

/** A small read-only table of the profile's records, or its empty text (spec 2.11). */
export function RecordTable<T extends { id: string }>({
  rows,
  columns,
  empty,
}: {
  rows: readonly T[];
  columns: RecordColumn<T>[];
  empty: string;
}) {
  const translate = useTranslate();
  if (rows.length === 0)
    return (
      <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
        {translate(empty)}
      </Typography>
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {translate(`app.crm.columns.${column.key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
