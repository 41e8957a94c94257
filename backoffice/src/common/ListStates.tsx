import { Alert, Typography } from '@mui/material';

/** The text a list shows when it has no rows ('No registrations yet.'). */
export function EmptyText({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {text}
    </Typography>
  );
}

/** What a list shows in place of its rows when they could not be loaded. */
export function ListError({ text }: { text: string }) {
  return (
    <Alert severity="error" sx={{ m: 1 }}>
      {text}
    </Alert>
  );
}
