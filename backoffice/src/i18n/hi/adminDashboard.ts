import type { adminDashboardMessages } from '../adminDashboard.ts';
import type { Translation } from './types.ts';

export const adminDashboardMessagesHi = {
  title: 'एडमिन डैशबोर्ड',
  subtitle: 'पूरे प्लेटफ़ॉर्म का प्रबंधन',
  quick_actions: 'त्वरित कार्य',
  cards: {
    total_properties: 'कुल प्रॉपर्टी',
    total_users: 'कुल यूज़र',
    active_brokers: 'सक्रिय ब्रोकर',
    total_revenue: 'कुल आय',
  },
  tabs: {
    properties: 'प्रॉपर्टी',
    applications: 'आवेदन',
    users: 'यूज़र',
    shadow_balancing: 'शैडो बैलेंसिंग',
    documentation: 'दस्तावेज़ीकरण',
    analytics: 'एनालिटिक्स',
  },
  search: 'प्रॉपर्टी खोजें...',
  status: 'स्थिति',
  statuses: {
    all: 'सभी स्थितियाँ',
    available: 'उपलब्ध',
    rented: 'किराये पर',
    maintenance: 'मेंटेनेंस',
  },
  per_month: '%{amount}/महीना',
  submitted_on: '%{date} को भेजा गया',
  approve: 'मंज़ूर करें',
  approved: 'मंज़ूर',
  view: 'देखें',
  previous: 'पिछला पेज',
  next: 'अगला पेज',
  page: 'पेज %{page}',
  no_properties: 'इस खोज से कोई प्रॉपर्टी नहीं मिली।',
  no_applications: 'अभी मैनेज्ड रेंटल का कोई आवेदन नहीं है।',
  open_screen: '%{screen} खोलें',
  property_approved: 'प्रॉपर्टी मंज़ूर हो गई',
  property_failed: 'प्रॉपर्टी मंज़ूर नहीं हो सकी',
  load_failed: 'एडमिन डैशबोर्ड का डेटा लोड नहीं हो सका',
} as const satisfies Translation<typeof adminDashboardMessages>;
