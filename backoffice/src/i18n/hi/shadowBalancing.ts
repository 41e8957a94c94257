import type { shadowBalancingMessages } from '../shadowBalancing.ts';
import type { Translation } from './types.ts';

export const shadowBalancingMessagesHi = {
  title: 'शैडो बैलेंसिंग',
  intro:
    'ज़्यादा से ज़्यादा 6 महीने का सीमित फ़ायदा: रैंक की योग्यता के लिए ब्रोकर की मज़बूत लेग गिनी जाती है। कमीशन असली वॉल्यूम पर ही रहता है।',
  audit_log: 'ऑडिट लॉग',
  enabled: 'चालू',
  disabled: 'बंद',
  modified: 'बदला गया',
  expired: 'समय खत्म',
  expiring_soon: 'जल्द खत्म होगा',
  days_left: '1 दिन बाकी |||| %{smart_count} दिन बाकी',
  configure: 'सेट करें',
  configure_title: 'शैडो बैलेंसिंग सेट करें',
  configure_text:
    '%{name}: 6 महीने तक रैंक की योग्यता के लिए मज़बूत लेग गिनें। कमीशन असली वॉल्यूम पर ही रहता है।',
  enable: 'शैडो बैलेंसिंग चालू करें',
  start_date: 'शुरुआत की तारीख',
  end_date: 'अंत की तारीख (ज़्यादा से ज़्यादा 6 महीने)',
  reason: 'कारण',
  search: 'ब्रोकर खोजें',
  save: 'सेव करें',
  cancel: 'रद्द करें',
  empty_brokers: 'अभी कोई ब्रोकर नहीं है।',
  empty_audit: 'शैडो बैलेंसिंग में अभी कोई बदलाव नहीं हुआ।',
} as const satisfies Translation<typeof shadowBalancingMessages>;
