import type { shadowPowerMessages } from '../shadowPower.ts';
import type { Translation } from './types.ts';

export const shadowPowerMessagesHi = {
  title: 'शैडो पावर प्रबंधन',
  subtitle:
    'शैडो पावर रैंक की योग्यता के लिए एफ़िलिएट की लेग्स को संतुलित करती है; यह कभी कमीशन में नहीं गिनी जाती।',
  search: 'एफ़िलिएट खोजें',
  search_placeholder: 'नाम, एफ़िलिएट ID या ईमेल से खोजें...',
  active: 'सक्रिय शैडो पावर',
  active_empty: 'कोई सक्रिय शैडो पावर नहीं है।',
  affiliates: 'एफ़िलिएट',
  affiliates_empty: 'इस खोज से कोई सक्रिय एफ़िलिएट नहीं मिला।',
  add: 'शैडो पावर जोड़ें',
  edit: 'शैडो पावर बदलें',
  since: '%{date} को अपडेट की गई',
  load_failed: 'शैडो पावर का डेटा लोड नहीं हो सका',
} as const satisfies Translation<typeof shadowPowerMessages>;
