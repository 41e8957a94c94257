import type { MarketingPageContent } from '../types.ts';
import { ROUTES } from '../routes.ts';

export const servicesPage: MarketingPageContent = {
  path: '/hi/services',
  title: 'हमारी सेवाएँ: लिस्टिंग, मैनेज्ड रेंटल, सत्यापन और बहुत कुछ — Rentals.in',
  description:
    'Rentals.in मकान मालिकों, किरायेदारों, कंपनियों और ब्रोकरों के लिए क्या करता है: सत्यापित लिस्टिंग, मैनेज्ड रेंटल, गारंटीड लीज़, फ़र्निश्ड लीज़िंग, किरायेदार सत्यापन और कानूनी सहायता।',
  hero: {
    eyebrow: 'सेवाएँ',
    heading: 'भारत में घर किराये पर लेने-देने का हर काम, एक ही जगह',
    lead:
      'सत्यापित घर खोजें और लिस्ट करें, अपनी प्रॉपर्टी मैनेज्ड रेंटल के तौर पर सौंप दें, या कोई एक सेवा लें, किरायेदार सत्यापन से लेकर रजिस्टर्ड एग्रीमेंट तक।',
    actions: [
      { label: 'प्रॉपर्टी खोजें', href: ROUTES.properties, primary: true },
      { label: 'संपर्क करें', href: ROUTES.contact },
    ],
  },
  sections: [
    {
      kind: 'grid',
      id: 'renting',
      heading: 'किराये पर लेना और देना',
      items: [
        { title: 'सत्यापित लिस्टिंग', href: ROUTES.properties, text: 'सत्यापित बैज से पहले हमारी टीम की जाँची हुई प्रॉपर्टी, जिन्हें शहर, इलाके, बजट, BHK और फ़र्निशिंग से खोजा जा सकता है।' },
        { title: 'प्रॉपर्टी प्रबंधन', href: '/property-management', text: 'मैनेज्ड रेंटल: किरायेदार, एग्रीमेंट, मेंटेनेंस और हर महीने के भुगतान का रिकॉर्ड, आम तौर पर किराये के 8% पर।' },
        { title: 'गारंटीड लीज़', href: '/guaranteed-lease', text: 'कॉन्ट्रैक्ट की पूरी अवधि के लिए तय मासिक किराया, घर में कोई रहे या न रहे।' },
        { title: 'फ़र्निश्ड लीज़िंग', href: '/furnished-leasing', text: 'पूरी तरह और सेमी फ़र्निश्ड घर, हर हैंडओवर पर सामान की सूची के साथ।' },
      ],
    },
    {
      kind: 'grid',
      id: 'paperwork',
      heading: 'जाँच और काग़ज़ी काम',
      items: [
        { title: 'किरायेदार सत्यापन', href: '/tenant-verification', text: 'किरायेदार की सहमति से पहचान, काम या आय, और पिछली किरायेदारी की जाँच।' },
        { title: 'कानूनी सहायता', href: '/legal-support', text: 'एग्रीमेंट का मसौदा, स्टांप ड्यूटी का भुगतान, रजिस्ट्रेशन की बुकिंग और पुलिस सत्यापन।' },
      ],
    },
    {
      kind: 'grid',
      id: 'audiences',
      heading: 'हम किनके साथ काम करते हैं',
      items: [
        { title: 'प्रॉपर्टी मालिक', href: '/property-owners', text: 'अपना घर ख़ुद लिस्ट करें, या हमें उसे संभालने दें।' },
        { title: 'किरायेदार', href: '/tenants', text: 'ऑनलाइन खोजें, शॉर्टलिस्ट करें, विज़िट करें और आवेदन करें।' },
        { title: 'कंपनियाँ', href: '/corporates', text: 'दूसरे शहर जाने वाले कर्मचारियों और प्रोजेक्ट टीमों के लिए कंपनी लीज़।' },
        { title: 'ब्रोकर और एफ़िलिएट', href: '/brokers', text: 'Starter से Chairman तक रैंक, और भुगतान हुए RVL पर 10% से 35% कमीशन।' },
      ],
    },
  ],
  cta: {
    heading: 'समझ नहीं आ रहा कहाँ से शुरू करें?',
    text: 'बताइए आपको क्या चाहिए, सही टीम जवाब देगी, आम तौर पर उसी कामकाजी दिन।',
    actions: [
      { label: 'संपर्क करें', href: ROUTES.contact, primary: true },
      { label: 'ब्रोकर बनें', href: ROUTES.brokerRegister },
    ],
  },
};
