import type { consoleMessages } from '../console.ts';
import type { Translation } from './types.ts';

export const consoleMessagesHi = {
  part_loading: '%{part} लोड हो रहा है',
  menu: {
    label: 'कंसोल',
    open: 'मेन्यू खोलें',
    dashboard: 'डैशबोर्ड',
    users: 'यूज़र',
    'managed-rentals': 'मैनेज्ड रेंटल',
    brokers: 'ब्रोकर पंजीकरण',
    roles: 'भूमिका प्रबंधन',
    'shadow-balancing': 'शैडो बैलेंसिंग',
    'shadow-power': 'शैडो पावर',
    documentation: 'दस्तावेज़ीकरण',
    analytics: 'एनालिटिक्स',
    commissions: 'कमीशन',
    'admin-dashboard': 'एडमिन डैशबोर्ड',
    properties: 'प्रॉपर्टी',
    waiting: 'प्रतीक्षा में',
    skip_to_content: 'सामग्री पर जाएँ',
  },
  guard: {
    verifying: 'एडमिन पहुँच की जाँच हो रही है...',
    denied: 'पहुँच नहीं है',
    denied_detail: 'आपके पास एडमिन अधिकार नहीं हैं।',
    go_back: 'वापस जाएँ',
  },
  logout: {
    label: 'साइन आउट',
    failed: 'साइन आउट नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
  notifications: 'सूचनाएँ',
  screen_failed: {
    message: 'यह स्क्रीन लोड नहीं हो सकी। अपना कनेक्शन जाँचें और पेज फिर से लोड करें।',
    reload: 'फिर से लोड करें',
  },
} as const satisfies Translation<typeof consoleMessages>;
