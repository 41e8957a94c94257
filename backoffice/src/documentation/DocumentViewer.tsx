import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { SystemDocument } from './documents.ts';
import { MarkdownView } from './MarkdownView.tsx';
import { useDocumentBody } from './useDocumentBody.ts';
import { useTranslate } from 'react-admin';
import './texts.ts';

/** A document read in a dialog (full screen on a phone). */
export function DocumentViewer({ doc, onClose }: { doc: SystemDocument; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const body = useDocumentBody(doc);
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="document-viewer-title"
      scroll="paper"
    >
      <DialogTitle id="document-viewer-title">{translate(`app.documents.${doc.id}.title`)}</DialogTitle>
      <DialogContent dividers>
        {body.isPending && <CircularProgress aria-label={translate('app.documentation.loading')} />}
        {body.isError && (
          <Alert severity="error">{translate('app.documentation.load_failed')}</Alert>
        )}
        {body.data && <MarkdownView text={body.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.documentation.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
