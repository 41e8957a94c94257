// Hindi texts of the maps, one for every English key.
import type { map as english } from '../en/map.ts';

export const map: Record<keyof typeof english, string> = {
  'map.view.label': 'नतीजे ऐसे दिखाएँ',
  'map.view.list': 'सूची',
  'map.view.map': 'नक्शा',
  'map.results.label': 'इस पेज के घरों का नक्शा',
  'map.results.loading': 'नक्शा लोड हो रहा है…',
  'map.results.failed': 'नक्शा लोड नहीं हो सका। घरों की सूची नीचे है।',
  'map.results.searchArea': 'इस इलाके में खोजें',
  'map.results.clearArea': 'फिर से हर जगह खोजें',
  'map.results.inArea': 'सिर्फ़ नक्शे के चुने हुए इलाके के घर।',
  'map.locality.show': 'इलाका नक्शे पर देखें',
  'map.locality.label': '{place} का नक्शा',
  'map.locality.approximate': 'घेरा इलाका दिखाता है; सही पता मालिक बताएँगे।',
  'map.attribution.offline': 'ज़मीन: नेचुरल अर्थ',
};
