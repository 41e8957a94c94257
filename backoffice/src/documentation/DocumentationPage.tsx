import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { DocumentCard } from './DocumentCard.tsx';
import { DocumentViewer } from './DocumentViewer.tsx';
import { DOCUMENTS, downloadName, type SystemDocument } from './documents.ts';
import { QuickReference } from './QuickReference.tsx';
import { saveMarkdown } from './saveMarkdown.ts';
import { useFetchDocumentBody } from './useDocumentBody.ts';
import './texts.ts';

/** System Documentation Center: four documents to read or download, and the Quick Reference. */
export default function DocumentationPage() {
  const notify = useNotify();
  const translate = useTranslate();
  const fetchBody = useFetchDocumentBody();
  const [viewing, setViewing] = useState<SystemDocument | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (doc: SystemDocument) => {
    setDownloading(doc.id);
    try {
      saveMarkdown(await fetchBody(doc), downloadName(translate(`app.documents.${doc.id}.title`)));
    } catch {
      notify('app.documentation.download_failed', { type: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('app.documentation.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.documentation.heading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {DOCUMENTS.map((doc) => (
          <DocumentCard
            key={doc.id}
            doc={doc}
            onView={() => setViewing(doc)}
            onDownload={() => download(doc)}
            downloading={downloading === doc.id}
          />
        ))}
      </Box>
      <QuickReference />
      {viewing && <DocumentViewer doc={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
}
