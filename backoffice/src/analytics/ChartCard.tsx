import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import './texts.ts';

export interface ChartCardProps {
  title: string;
  /** The chart's figures as a table: what a screen reader reads and what a test checks. */
  rows: { label: string; value: string }[];
  valueLabel: string;
  children: ReactNode;
}

/** A chart with its heading and, under a disclosure, the same figures as a table. */
export function ChartCard({ title, rows, valueLabel, children }: ChartCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.analytics.no_data')}</Typography>
        ) : (
          <div aria-hidden>{children}</div>
        )}
        {rows.length > 0 && (
          <details>
            <summary>{translate('app.analytics.figures')}</summary>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell align="right">{valueLabel}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.label}>
                    <TableCell component="th" scope="row">
                      {row.label}
                    </TableCell>
                    <TableCell align="right">{row.value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
