// Hindi texts of the marketing area, one for every English key.
import type { marketing as english } from '../en/marketing.ts';

export const marketing: Record<keyof typeof english, string> = {
  'marketing.faq.heading': 'अक्सर पूछे जाने वाले सवाल',
  'marketing.legal.updated': 'अंतिम अपडेट {date}',
  'marketing.legal.contents': 'इस पेज पर',
  'marketing.ranks.heading': 'रैंक और कमीशन',
  'marketing.ranks.caption': 'ब्रोकर रैंक: हर महीने ज़रूरी क्वालिफ़ाइड RVL, और भुगतान हुए RVL पर हर रैंक का कमीशन',
  'marketing.ranks.rank': 'रैंक',
  'marketing.ranks.threshold': 'क्वालिफ़ाइड RVL (से)',
  'marketing.ranks.percentage': 'कमीशन',
};
