import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface StatCardProps {
  label: string;
  /** Formatted figure; undefined while loading. */
  value: ReactNode | undefined;
  hint?: string;
}

/** One figure with its label, as the dashboards and the Users tab show them. */
export function StatCard({ label, value, hint }: StatCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        {/* A long rupee figure (₹12,34,56,789) wraps rather than being cut at the card's edge. */}
        <Typography variant="h5" component="p" sx={{ mt: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {value === undefined ? (
            <Skeleton width="60%" role="progressbar" aria-label={translate('app.part_loading', { part: label })} />
          ) : (
            value
          )}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A responsive grid of stat cards: two a row on phones, then as many as fit at 11rem or more each,
 * up to `columns`; beside the sidebar at 1280 px six would leave each card too narrow for a rupee figure.
 */
export function StatGrid({ children, columns = 6 }: { children: ReactNode; columns?: number }) {
  return (
    <Typography
      component="div"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(auto-fit, minmax(max(11rem, calc((100% - ${columns - 1} * 16px) / ${columns})), 1fr))`,
        },
      }}
    >
      {children}
    </Typography>
  );
}
