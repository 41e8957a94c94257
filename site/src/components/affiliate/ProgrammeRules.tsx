// The programme rules (/affiliate/rules): the compensation plan text that the documentation centre
// also publishes, rendered on the server (no raw HTML: a document can never inject markup).
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { Translate } from '../../i18n/t.ts';
import { PageHeading } from '../portal/ui/States.tsx';
import { TableScroll } from './TableScroll.tsx';

export function ProgrammeRules({ text, t }: { text: string; t: Translate }) {
  // The document's own title becomes the page heading; its sections follow at level 2.
  const body = text.replace(/^# .*\n+/, '');
  return (
    <article className="rules-document">
      <PageHeading title={t('affiliate.rules.title')} intro={t('affiliate.rules.intro')} />
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={{
          table: ({ node: _node, ...props }) => (
            <TableScroll label={t('affiliate.rules.table')}>
              <table {...props} />
            </TableScroll>
          ),
        }}
      >
        {body}
      </Markdown>
    </article>
  );
}
