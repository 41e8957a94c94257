// The Messages page: the person's conversations, newest first, each with the other party's first
// name, the listing, when the last message came and whether it waits unread.
import { formatDateTime } from '@rentals/core/format';
import { localLink, type Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import { isUnread, otherName, type ConversationRow } from '../../../lib/portal/conversations.ts';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export interface ConversationListProps {
  state: Loaded<ConversationRow[]>;
  me: string;
  t: Translate;
}

export function ConversationList({ state, me, t }: ConversationListProps) {
  return (
    <>
      <PageHeading title={t('chat.inbox.title')} intro={t('chat.inbox.intro')} />
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref="/portal/messages" />
      ) : state.data.length === 0 ? (
        <EmptyState text={t('chat.inbox.empty')} action={{ href: localLink(t, '/properties'), label: t('portal.nav.browse') }} />
      ) : (
        <ul className="conversation-list">
          {state.data.map((row) => {
            const unread = isUnread(row, me);
            return (
              <li key={row.id} className={unread ? 'conversation conversation--unread' : 'conversation'}>
                <a href={`/portal/messages/${row.id}`}>
                  <strong>{t('chat.inbox.with', { name: otherName(row, me) ?? t('chat.someone') })}</strong>
                  {unread && <span className="badge">{t('chat.inbox.unread')}</span>}
                </a>
                <span className="row__meta">{t('chat.inbox.about', { title: row.property?.title ?? t('chat.inbox.unavailable') })}</span>
                <span className="row__meta">
                  {row.last_message_at ? t('chat.inbox.last', { date: formatDateTime(row.last_message_at) }) : t('chat.inbox.noMessages')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
