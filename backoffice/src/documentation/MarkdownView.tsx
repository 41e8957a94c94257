import { Box } from '@mui/material';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Markdown as the documentation centre shows it: GitHub tables, wide ones scroll sideways on a phone. */
export function MarkdownView({ text }: { text: string }) {
  return (
    <Box
      sx={{
        '& table': {
          display: 'block',
          overflowX: 'auto',
          borderCollapse: 'collapse',
          my: 2,
          fontSize: '0.875rem',
        },
        '& th, & td': {
          border: 1,
          borderColor: 'divider',
          px: 1,
          py: 0.5,
          verticalAlign: 'top',
          textAlign: 'left',
        },
        '& code': { fontFamily: 'monospace', fontSize: '0.85em', wordBreak: 'break-word' },
        '& h1': { fontSize: '1.6rem' },
        '& h2': { fontSize: '1.3rem', mt: 3 },
        '& h3': { fontSize: '1.1rem', mt: 2 },
        overflowWrap: 'anywhere',
      }}
    >
      {/* react-markdown renders no raw HTML, so a document can never inject markup. */}
      <Markdown remarkPlugins={[remarkGfm]}>{text}</Markdown>
    </Box>
  );
}
