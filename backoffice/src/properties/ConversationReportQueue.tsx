// Reported conversations in listing moderation: who talked about which listing, the reason given,
// the messages (an aal2 admin reads them once a party reported the conversation), and the two
// answers (resolve_conversation_report, one audited database step): dismiss, or close for good.
import { Box, Button, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@rentals/core/format';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useRefresh, useTranslate, type DataProvider } from 'react-admin';
import type { ConversationModerationMethods, ReportedMessage } from '../dataProvider/conversationModeration.ts';
import { useBusy } from '../common/useBusy.ts';
import { serverMessage } from '../dataProvider/rpc.ts';

export interface ConversationReportRecord {
  id: string;
  title: string;
  renter_id: string;
  renter_name: string | null;
  owner_name: string | null;
  status: 'open' | 'blocked' | 'reported' | 'closed';
  report_reason: string | null;
  reported_at: string;
  message_count: number;
}

type Methods = DataProvider & ConversationModerationMethods;

function Messages({ record }: { record: ConversationReportRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<Methods>();
  const [messages, setMessages] = useState<ReportedMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.conversation_reports.${key}`, options);
  const [load, loading] = useBusy(async () => {
    try {
      setMessages(await dataProvider.reportedConversationMessages(record.id));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  });
  if (failed) return <Typography role="alert" color="error">{t('messages_failed')}</Typography>;
  if (!messages) {
    return (
      <Button size="small" onClick={() => void load()} loading={loading} aria-expanded={false}>
        {t('show_messages', { count: record.message_count })}
      </Button>
    );
  }
  return (
    <Box component="ol" aria-label={t('messages_label')} sx={{ m: 0, pl: 2 }}>
      {messages.map((message) => (
        <Typography component="li" variant="body2" key={message.id} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
          <strong>{message.sender_id === record.renter_id ? t('renter') : t('owner')}</strong> · {formatDateTime(message.created_at)}:{' '}
          {message.kind === 'phone' ? t('shared_phone', { phone: message.body }) : message.body}
        </Typography>
      ))}
    </Box>
  );
}

function Row({ record }: { record: ConversationReportRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<Methods>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.conversation_reports.${key}`, options);
  const [resolve, busy] = useBusy(async (action: 'dismiss' | 'close') => {
    try {
      if (action === 'dismiss') await dataProvider.dismissConversationReport(record.id);
      else await dataProvider.closeReportedConversation(record.id);
      notify(t(action === 'dismiss' ? 'dismissed' : 'closed'), { type: 'success' });
      refresh();
    } catch (error) {
      notify(t('failed', { reason: serverMessage(error) }), { type: 'error' });
    }
  });
  const heading = t('between', { renter: record.renter_name ?? t('someone'), owner: record.owner_name ?? t('someone'), title: record.title });
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }} aria-labelledby={`conversation-${record.id}`}>
      <Typography id={`conversation-${record.id}`} variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('reported_at', { date: formatDateTime(record.reported_at) })}
      </Typography>
      {record.report_reason && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{t('reason', { reason: record.report_reason })}</Typography>}
      <Messages record={record} />
      {record.status === 'reported' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" onClick={() => void resolve('dismiss')} loading={busy} aria-label={t('dismiss_label', { title: heading })}>
            {t('dismiss')}
          </Button>
          <Button size="small" color="error" variant="outlined" onClick={() => void resolve('close')} disabled={busy} aria-label={t('close_label', { title: heading })}>
            {t('close')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** The reported conversations waiting for an answer, latest report first. */
export function ConversationReportQueue() {
  const translate = useTranslate();
  const { data, total, isPending, error } = useGetList<ConversationReportRecord>('conversation_report_queue', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'reported_at', order: 'DESC' },
    filter: { status: 'reported' },
  });
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.conversation_reports.${key}`, options);
  if (isPending) return null;
  return (
    <Box component="section" aria-labelledby="conversation-queue-heading" sx={{ p: 2, mb: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id="conversation-queue-heading" variant="h6" component="h2">
        {total ? t('heading_count', { count: total }) : t('heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('intro')}
      </Typography>
      {error ? (
        <Typography role="alert" color="error">{t('load_failed')}</Typography>
      ) : !data?.length ? (
        <Typography variant="body2">{t('empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {data.map((record) => <Row key={record.id} record={record} />)}
        </Box>
      )}
    </Box>
  );
}
