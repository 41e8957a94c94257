import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatDate } from '@rentals/core/format';
import type { SystemDocument } from './documents.ts';
import { useTranslate } from 'react-admin';
import './texts.ts';

interface Props {
  doc: SystemDocument;
  onView: () => void;
  onDownload: () => void;
  downloading: boolean;
}

/** One document: category, version, updated date, View and Download. */
export function DocumentCard({ doc, onView, onDownload, downloading }: Props) {
  const titleId = `document-${doc.id}`;
  const translate = useTranslate();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={translate(`app.documents.${doc.id}.category`)} />
          <Chip
            size="small"
            variant="outlined"
            label={translate('app.documentation.version', { version: doc.version ?? translate('app.documents.live') })}
          />
        </Stack>
        <Typography id={titleId} variant="h6" component="h2">
          {translate(`app.documents.${doc.id}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {translate(`app.documents.${doc.id}.description`)}
        </Typography>
        <Typography variant="caption">
          {translate('app.documentation.updated', { date: formatDate(doc.updated ?? new Date()) })}
        </Typography>
      </CardContent>
      <CardActions>
        <Button startIcon={<VisibilityIcon />} onClick={onView}>
          {translate('app.documentation.view')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={onDownload} disabled={downloading}>
          {translate('app.documentation.download')}
        </Button>
      </CardActions>
    </Card>
  );
}
