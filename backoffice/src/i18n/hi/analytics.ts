import type { analyticsMessages } from '../analytics.ts';
import type { Translation } from './types.ts';

export const analyticsMessagesHi = {
  title: 'एनालिटिक्स',
  loading: 'एनालिटिक्स लोड हो रहे हैं',
  subtitle: 'डेटाबेस में गिने गए; आँकड़े इसी समय के हैं।',
  charts: {
    listings_by_city: 'शहर के अनुसार लिस्ट की गई प्रॉपर्टी (शीर्ष 10)',
    application_funnel: 'मैनेज्ड रेंटल आवेदनों का फ़नल',
    rvl_by_month: 'महीने के अनुसार वसूला गया RVL',
    brokers_by_rank: 'रैंक के अनुसार ब्रोकर',
  },
  series: {
    listings: 'लिस्टिंग',
    applications: 'आवेदन',
    collected: 'वसूला गया RVL',
    brokers: 'ब्रोकर',
  },
  figures: 'आँकड़े',
  no_data: 'अभी चार्ट के लिए कुछ नहीं है।',
  load_failed: 'एनालिटिक्स लोड नहीं हो सका',
} as const satisfies Translation<typeof analyticsMessages>;
