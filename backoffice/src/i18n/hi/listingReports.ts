import type { listingReportsMessages } from '../listingReports.ts';
import type { Translation } from './types.ts';

export const listingReportsMessagesHi = {
  heading: 'रिपोर्ट की गई लिस्टिंग',
  heading_count: 'रिपोर्ट की गई लिस्टिंग (%{count})',
  intro:
    'लोगों ने जिन लिस्टिंग की रिपोर्ट की है, हर कारण और उसे बताने वालों की गिनती के साथ। पुराने खातों (पुष्टि किया हुआ ईमेल या फ़ोन, कम से कम एक दिन पुराना) से धोखाधड़ी की तीन रिपोर्ट आने पर लिस्टिंग आपके फ़ैसले तक खोज से हट जाती है; बाकी रिपोर्ट पर वह खोज में बनी रहती है।',
  empty: 'रिपोर्ट वाली कोई लिस्टिंग इंतज़ार में नहीं है।',
  load_failed: 'रिपोर्ट की गई लिस्टिंग लोड नहीं हो सकीं',
  listing: 'लिस्टिंग',
  reasons: 'कारण',
  reports: 'रिपोर्ट',
  last_reported: 'आख़िरी रिपोर्ट',
  held: 'खोज से बाहर',
  in_search: 'खोज में: धोखाधड़ी की 3 में से %{counted} रिपोर्ट गिनी गईं',
  actions: 'कार्रवाई',
  reason: {
    already_rented: 'पहले ही किराये पर जा चुकी है',
    wrong_price_or_photos: 'किराया या फ़ोटो ग़लत',
    fraud: 'धोखाधड़ी या पहले से पैसे की माँग',
    duplicate: 'दोहराई गई लिस्टिंग',
    other: 'अन्य',
  },
  dismiss: 'रिपोर्ट ख़ारिज करें',
  dismiss_label: 'रिपोर्ट ख़ारिज करें: %{title}',
  unlist: 'लिस्टिंग हटाएँ',
  unlist_label: 'लिस्टिंग हटाएँ: %{title}',
  unlist_title: 'रिपोर्ट की गई लिस्टिंग हटाएँ',
  unlist_intro: '%{title}। यह साइट से हट जाएगी; मालिक अपनी लिस्टिंग के साथ यह कारण देखेंगे।',
  unlist_reason: 'मालिक को दिखने वाला कारण',
  reason_required: 'लिस्टिंग हटाने के लिए कारण ज़रूरी है',
  cancel: 'रद्द करें',
  dismissed: 'रिपोर्ट ख़ारिज कर दी गईं',
  unlisted: 'लिस्टिंग हटा दी गई',
  failed: 'रिपोर्ट का निपटारा नहीं हो सका: %{reason}',
  unlist_failed: 'लिस्टिंग हटाई नहीं जा सकी',
} as const satisfies Translation<typeof listingReportsMessages>;
