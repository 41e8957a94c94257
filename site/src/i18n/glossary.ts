// One Hindi word for each word of the trade (docs/glossary-hi.md), checked against the catalogue by
// glossary.test.ts: an English text with the word has the Hindi term, and no Hindi text uses a
// rival word or spelling for it.

export interface GlossaryTerm {
  /** The English word as it appears in English texts. */
  english: RegExp;
  /** The Hindi term, as it must appear in the Hindi text of such a key (a stem, to allow inflection). */
  hindi: string;
  /** Words or spellings Hindi texts must not use for it. */
  rivals: string[];
}

export const GLOSSARY: GlossaryTerm[] = [
  { english: /\blistings?\b/i, hindi: 'लिस्टिंग', rivals: ['सूचीबद्ध', 'सूचीकरण', 'लिस्टींग'] },
  { english: /\brent\b/i, hindi: 'किराय', rivals: ['भाड़ा', 'किराए', 'किरायादार'] },
  { english: /\bdeposit\b/i, hindi: 'डिपॉज़िट', rivals: ['जमानत', 'जमा राशि', 'डिपॉजिट', 'डिपाजिट'] },
  { english: /\blandlords?\b/i, hindi: 'मकान मालिक', rivals: ['मकानमालिक', 'ज़मींदार'] },
  { english: /\btenants?\b/i, hindi: 'किरायेदार', rivals: ['भाड़ेदार', 'किरायादार', 'किराएदार'] },
  { english: /\bbrokers?\b/i, hindi: 'ब्रोकर', rivals: ['दलाल', 'एजेंट'] },
  { english: /\bleases?\b/i, hindi: 'लीज़', rivals: ['पट्टा', 'पट्टे'] },
  { english: /\bapplications?\b/i, hindi: 'आवेदन', rivals: ['अर्ज़ी', 'अर्जी'] },
  { english: /\bvisits?\b/i, hindi: 'विज़िट', rivals: ['दौरा', 'विजिट'] },
  { english: /\bmaintenance\b/i, hindi: 'मेंटेनेंस', rivals: ['रखरखाव', 'मेंटनेंस', 'मेन्टेनेन्स'] },
  { english: /\bcommissions?\b/i, hindi: 'कमीशन', rivals: ['आयोग', 'दलाली'] },
  { english: /\baffiliates?\b/i, hindi: 'एफ़िलिएट', rivals: ['संबद्ध', 'एफिलिएट'] },
  { english: /\bverified\b/i, hindi: 'सत्याप', rivals: ['वेरिफ़ाइड', 'वेरिफाइड'] },
  { english: /\bphotos?\b/i, hindi: 'फ़ोटो', rivals: ['फोटो', 'तस्वीर'] },
  { english: /\bagreements?\b/i, hindi: 'एग्रीमेंट', rivals: ['अनुबंध', 'करारनामा'] },
  { english: /\bfees?\b/i, hindi: 'फ़ीस', rivals: ['शुल्क', 'फीस'] },
  { english: /\bsign (in|out)\b/i, hindi: 'साइन', rivals: ['लॉग इन', 'लॉगिन', 'लॉग आउट'] },
  // The ranks of the compensation plan, loanwords written in Devanagari like the others.
  { english: /\bStarter\b/, hindi: 'स्टार्टर', rivals: ['Starter'] },
  { english: /\bBuilder\b/, hindi: 'बिल्डर', rivals: ['Builder'] },
  { english: /\bLeader\b/, hindi: 'लीडर', rivals: ['Leader'] },
  { english: /\bDirector\b/, hindi: 'डायरेक्टर', rivals: ['Director'] },
  { english: /\bExecutive\b/, hindi: 'एग्ज़िक्यूटिव', rivals: ['Executive'] },
  { english: /\bChairman\b/, hindi: 'चेयरमैन', rivals: ['Chairman'] },
];

/**
 * Keys whose Hindi rightly goes without the term, each for a reason: the sentence says it another
 * way that reads naturally ("किसे किराये पर" for "Tenants" as a filter's label).
 */
export const GLOSSARY_EXCEPTIONS: Record<string, string> = {};
