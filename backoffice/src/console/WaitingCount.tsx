import { Box } from '@mui/material';
import { formatNumber } from '@rentals/core/money';
import { useTranslate } from 'react-admin';

/** Read by screen readers only: the count's "waiting" after the number shown. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** How many items wait in a queue, beside its menu entry or quick action: '184' (and 'waiting' to a screen reader). */
export function WaitingCount({ count }: { count: number | undefined }) {
  const translate = useTranslate();
  if (!count) return null;
  return (
    <Box
      component="span"
      sx={{
        ml: 'auto',
        pl: 1,
        fontSize: '0.75rem',
        fontWeight: 600,
        color: 'primary.dark',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {formatNumber(count)}
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {` ${translate('app.menu.waiting')}`}
      </Box>
    </Box>
  );
}
