import { Chip } from '@mui/material';
import { statusColor, statusLabel } from '@rentals/core/rules/status';
import { useTranslate } from 'react-admin';

const CHIP = {
  green: 'success',
  blue: 'info',
  amber: 'warning',
  red: 'error',
  gray: 'default',
} as const;

/** A status badge in the colours of spec 4: 'available' green, 'booked' blue, 'pending' amber, 'rejected' red. */
export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`app.statuses.${status}`, { _: statusLabel(status) })}
      color={CHIP[statusColor(status)]}
      variant="outlined"
    />
  );
}
