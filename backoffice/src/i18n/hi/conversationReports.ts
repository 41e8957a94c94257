import type { conversationReportsMessages } from '../conversationReports.ts';
import type { Translation } from './types.ts';

export const conversationReportsMessagesHi = {
  heading: 'शिकायत की गई बातचीत',
  heading_count: 'शिकायत की गई बातचीत (%{count})',
  intro: 'वे बातचीत जिनकी किसी पक्ष ने शिकायत की। शिकायत खारिज करने तक इनमें नए संदेश नहीं भेजे जा सकते; बंद करने पर ये हमेशा के लिए ख़त्म हो जाती हैं।',
  empty: 'शिकायत वाली कोई बातचीत इंतज़ार में नहीं है।',
  load_failed: 'शिकायत की गई बातचीत लोड नहीं हो सकीं',
  between: '%{title} के बारे में %{renter} और %{owner}',
  someone: 'कोई',
  reported_at: 'शिकायत %{date}',
  resolved: 'निपटाई गई',
  reason: 'कारण: “%{reason}”',
  show_messages: 'संदेश (%{count})',
  messages_label: 'बातचीत के संदेश',
  messages_failed: 'संदेश लोड नहीं हो सके',
  renter: 'किरायेदार',
  owner: 'मालिक',
  shared_phone: 'साझा किया गया फ़ोन नंबर: %{phone}',
  dismiss: 'खारिज करें',
  dismiss_label: 'शिकायत खारिज करें: %{title}',
  close: 'बातचीत बंद करें',
  close_label: 'बातचीत बंद करें: %{title}',
  dismissed: 'शिकायत खारिज; बातचीत फिर से खुली है',
  closed: 'बातचीत बंद की गई',
  failed: 'शिकायत निपटाई नहीं जा सकी: %{reason}',
} as const satisfies Translation<typeof conversationReportsMessages>;
