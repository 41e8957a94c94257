import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The text a list shows when it has no rows: a catalogue key, or a text shown as it is. */
export function EmptyText({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate(text, { _: text })}
    </Typography>
  );
}

/** What a list shows in place of its rows when they could not be loaded. */
export function ListError({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ m: 1 }}>
      {translate(text, { _: text })}
    </Alert>
  );
}
