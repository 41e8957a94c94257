import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A cell of a dense row: the fact that names the row on one line, secondary facts on a second line
 * of small text, each cut with an ellipsis rather than wrapped (the full text stays its title).
 */
export function TwoLines({ primary, secondary, maxWidth = 260 }: { primary: ReactNode; secondary?: ReactNode; maxWidth?: number }) {
  const title = (node: ReactNode) => (typeof node === 'string' ? node : undefined);
  return (
    <Box sx={{ maxWidth, minWidth: 0 }}>
      <Typography variant="body2" noWrap title={title(primary)} sx={{ fontWeight: 500 }}>
        {primary}
      </Typography>
      {secondary ? (
        <Typography variant="caption" color="text.secondary" noWrap component="div" title={title(secondary)}>
          {secondary}
        </Typography>
      ) : null}
    </Box>
  );
}
