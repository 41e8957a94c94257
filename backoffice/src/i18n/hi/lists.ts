import type { listResources, listsMessages } from '../lists.ts';
import type { Translation } from './types.ts';

export const listsMessagesHi = {
  search: 'खोजें',
  pages: 'पेज',
  all_statuses: 'हर स्थिति',
  status: 'स्थिति',
  facets: 'फ़िल्टर',
  provider: 'प्रदाता',
  reference: 'संदर्भ',
  reference_repeated: 'दोहराया गया',
  registered: 'पंजीकरण',
  submitted: 'जमा किया गया',
  today: 'आज',
  last_7_days: 'पिछले 7 दिन',
  this_month: 'इस महीने',
  city: 'शहर',
  role: 'भूमिका',
  all_roles: 'हर भूमिका',
  availability: 'उपलब्धता',
  all_availability: 'सभी',
  cancel: 'रद्द करें',
  more_actions: '%{name} के लिए और कार्रवाई',
  registrations: {
    activate_selected: 'चुने हुए सक्रिय करें',
    confirm_title: '%{smart_count} ब्रोकर सक्रिय करें? |||| %{smart_count} ब्रोकर सक्रिय करें?',
    confirm_text:
      'हर भुगतान को भुगतान हो गया चिह्नित किया जाएगा और उसका ब्रोकर सक्रिय होगा। कंसोल से इसे वापस नहीं लिया जा सकता।',
    confirm: 'भुगतान हो गया + सक्रिय करें',
    activated:
      'सक्रिय: %{smart_count} ब्रोकर सक्रिय हुआ और भुगतान हो गया चिह्नित हुआ। |||| सक्रिय: %{smart_count} ब्रोकर सक्रिय हुए और उनके भुगतान हो गया चिह्नित हुए।',
    mark_paid_activate: 'भुगतान हो गया + सक्रिय करें',
  },
} as const satisfies Translation<typeof listsMessages>;

export const listResourcesHi = {
  admin_broker_registrations: {
    name: 'ब्रोकर पंजीकरण |||| ब्रोकर पंजीकरण',
    fields: {
      broker_name: 'ब्रोकर',
      provider: 'प्रदाता',
      provider_payment_id: 'संदर्भ',
      amount: 'राशि',
      status: 'स्थिति',
      created_at: 'पंजीकरण',
      paid_at: 'भुगतान',
      actions: 'कार्रवाई',
    },
  },
} as const satisfies Translation<typeof listResources>;
