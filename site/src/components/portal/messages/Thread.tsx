// One conversation: its messages (the person's own on the right), who is online or typing, and the
// composer; read-only with the reason once blocked, reported or closed. The island (ThreadIsland)
// feeds it live; rendered alone it is each state for the stories.
import { formatDateTime } from '@rentals/core/format';
import type { Translate } from '../../../i18n/t.ts';
import type { ChatMessage, ConversationRow } from '../../../lib/portal/conversations.ts';
import { otherName } from '../../../lib/portal/conversations.ts';

export interface ThreadProps {
  conversation: ConversationRow;
  messages: ChatMessage[] | null;
  me: string;
  online: boolean;
  typing: boolean;
  /** The composer's text and what happened to the last send. */
  draft: string;
  sending: boolean;
  error: string | null;
  onDraft(text: string): void;
  onSend(): void;
  onSharePhone(): void;
  onBlock(blocked: boolean): void;
  /** Reports the conversation with the person's words (the database refuses an empty reason). */
  onReport(reason: string): void;
  t: Translate;
}

const STATUS_TEXT = { blocked: 'chat.thread.blocked', reported: 'chat.thread.reported', closed: 'chat.thread.closed' } as const;

export function Thread(props: ThreadProps) {
  const { conversation, messages, me, t } = props;
  const name = otherName(conversation, me) ?? t('chat.someone');
  const open = conversation.status === 'open';
  return (
    <section className="thread" aria-labelledby="thread-heading">
      <h1 id="thread-heading">{t('chat.inbox.with', { name })}</h1>
      <p className="row__meta" aria-live="polite">
        {props.typing ? t('chat.thread.typing', { name }) : props.online ? t('chat.thread.online', { name }) : ''}
      </p>
      {messages === null ? (
        <p role="status">{t('chat.thread.loading')}</p>
      ) : messages.length === 0 ? (
        <p>{t('chat.thread.empty')}</p>
      ) : (
        // The log is a region around the list: a role on the <ol> itself would take its items' list away.
        <div role="log" aria-label={t('chat.thread.log', { name })}>
          <ol className="thread__log">
            {messages.map((message) => (
              <li key={message.id} className={message.sender_id === me ? 'bubble bubble--mine' : 'bubble'}>
                <span className="row__meta">{message.sender_id === me ? t('chat.you') : name} · {formatDateTime(message.created_at)}</span>
                <p className="bubble__text">{message.kind === 'phone' ? t('chat.thread.sharedPhone', { phone: message.body }) : message.body}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
      {open ? (
        // Posted by the browser itself only before the island has taken over (send.ts).
        <form className="thread__composer" method="post" action="/portal/messages/send" onSubmit={(event) => { event.preventDefault(); props.onSend(); }}>
          <input type="hidden" name="conversation_id" value={conversation.id} />
          <label htmlFor="chat-draft">{t('chat.compose.label')}</label>
          <textarea id="chat-draft" name="body" rows={3} maxLength={2000} value={props.draft} onChange={(event) => props.onDraft(event.target.value)}
            aria-describedby={props.error ? 'chat-error' : undefined} />
          {props.error && <p id="chat-error" role="alert" className="field-error">{props.error}</p>}
          <button type="submit" className="button" disabled={props.sending}>{props.sending ? t('chat.compose.sending') : t('chat.compose.send')}</button>
        </form>
      ) : (
        <p role="status">{t(STATUS_TEXT[conversation.status as keyof typeof STATUS_TEXT])}</p>
      )}
      <div className="thread__actions">
        {open && <button type="button" className="button button--ghost button--small" onClick={props.onSharePhone}>{t('chat.actions.sharePhone')}</button>}
        {open && <button type="button" className="button button--ghost button--small" onClick={() => props.onBlock(true)}>{t('chat.actions.block')}</button>}
        {conversation.status === 'blocked' && conversation.blocked_by === me && (
          <button type="button" className="button button--ghost button--small" onClick={() => props.onBlock(false)}>{t('chat.actions.unblock')}</button>
        )}
      </div>
      {(open || conversation.status === 'blocked') && (
        <details className="thread__report">
          <summary>{t('chat.actions.report')}</summary>
          <form onSubmit={(event) => {
            event.preventDefault();
            props.onReport(String(new FormData(event.currentTarget).get('reason') ?? ''));
          }}>
            <label htmlFor="chat-report-reason">{t('chat.actions.reportReason')}</label>
            <textarea id="chat-report-reason" name="reason" rows={3} maxLength={1000} required />
            <button type="submit" className="button button--small">{t('chat.actions.reportSend')}</button>
          </form>
        </details>
      )}
    </section>
  );
}
