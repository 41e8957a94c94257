// Amounts in words for receipts and agreements, in the Indian numbering system (thousand, lakh,
// crore), whole rupees only (spec 9). A cheque-style line: 'One lakh twenty thousand rupees'.

const EN_ONES = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

// Hindi names 0–99 are not built from tens and units, so each has its own word.
const HI_UPTO_99 = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस ' +
  'बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस ' +
  'पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस ' +
  'अड़तालीस उनचास पचास इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरेसठ ' +
  'चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर ' +
  'अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानवे ' +
  'बानवे तिरानवे चौरानवे पंचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
).split(' ');

export type WordsLang = 'en' | 'hi';

interface Scale {
  below100: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const SCALES: Record<WordsLang, Scale> = {
  en: {
    below100: (n) => (n < 20 ? EN_ONES[n]! : EN_TENS[Math.floor(n / 10)]! + (n % 10 ? `-${EN_ONES[n % 10]!}` : '')),
    hundred: 'hundred',
    thousand: 'thousand',
    lakh: 'lakh',
    crore: 'crore',
  },
  hi: { below100: (n) => HI_UPTO_99[n]!, hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़' },
};

// 1 ≤ n: crores may themselves run into lakhs and thousands (1,00,00,00,000 = one hundred crore).
function spell(n: number, s: Scale): string[] {
  const words: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crores) words.push(...spell(crores, s), s.crore);
  const parts: [number, string][] = [
    [100_000, s.lakh],
    [1_000, s.thousand],
    [100, s.hundred],
  ];
  for (const [size, name] of parts) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count) words.push(s.below100(count), name);
  }
  if (rest) words.push(s.below100(rest));
  return words;
}

/** A number of whole rupees in words: 120000 → 'One lakh twenty thousand rupees' ('एक लाख बीस हज़ार रुपये'). */
export function rupeesInWords(value: number | string, lang: WordsLang = 'en'): string {
  const raw = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(raw)) throw new RangeError(`Not an amount: ${String(value)}`);
  const n = Math.round(Math.abs(raw));
  if (n > Number.MAX_SAFE_INTEGER) throw new RangeError(`Amount too large: ${String(value)}`);
  const s = SCALES[lang];
  const words = n === 0 ? [s.below100(0)] : spell(n, s);
  const minus = raw < 0 && n > 0 ? [lang === 'en' ? 'minus' : 'ऋण'] : [];
  const unit = lang === 'en' ? (n === 1 ? 'rupee' : 'rupees') : n === 1 ? 'रुपया' : 'रुपये';
  const text = [...minus, ...words, unit].join(' ');
  return lang === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
