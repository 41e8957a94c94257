import type { dashboardMessages } from '../dashboard.ts';
import type { Translation } from './types.ts';

export const dashboardMessagesHi = {
  welcome: 'फिर से स्वागत है, %{name}',
  welcome_anonymous: 'फिर से स्वागत है',
  subtitle: 'मार्केटप्लेस चलाएँ: लोग, लिस्टिंग, मैनेज्ड रेंटल और ब्रोकर प्रोग्राम।',
  administrator: 'एडमिनिस्ट्रेटर',
  health: {
    label: 'सिस्टम की सेहत',
    healthy: 'ठीक',
    warning: 'चेतावनी',
    critical: 'गंभीर',
  },
  cards: {
    total_users: 'कुल यूज़र',
    active_brokers: 'सक्रिय ब्रोकर',
    properties: 'प्रॉपर्टी',
    revenue: 'आय',
    pending_broker_registrations: 'बाकी ब्रोकर पंजीकरण',
    system_health: 'सिस्टम की सेहत',
  },
  quick_actions: 'त्वरित कार्य',
  properties_awaiting_review: 'समीक्षा की प्रतीक्षा में प्रॉपर्टी',
  load_failed: 'डैशबोर्ड का डेटा लोड नहीं हो सका',
} as const satisfies Translation<typeof dashboardMessages>;
