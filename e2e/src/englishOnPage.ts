// The English a Hindi reader meets on a page: every Latin word of what the page shows and of what
// assistive technology reads out (labels, placeholders, titles, image texts, options, the tab's
// title), less what stays in Latin letters in Hindi too: names, addresses and other text people
// typed (found in the database), emails, web addresses, codes and figures, the months of en-IN
// dates, and the brands and abbreviations of docs/glossary-hi.md.
import type { Page } from '@playwright/test';

/** Brands and abbreviations written in Latin letters in Hindi as in English (docs/glossary-hi.md). */
export const LATIN_IN_HINDI = [
  'Rentals.in', 'Rentals', 'UPI', 'Razorpay', 'BHK', 'RVL', 'PAN', 'HRA', 'ID', 'UUID', 'CSV', 'CRM', 'QR', 'URL', 'SMS',
  'PDF', 'TOTP', 'INR', 'NEFT', 'IMPS', 'RTGS', 'UTR', 'SRS', 'am', 'pm',
  // File formats and sizes as people see them on their files.
  'JPEG', 'PNG', 'WebP', 'GIF', 'AVIF', 'KB', 'MB',
  // Keys as printed on a keyboard (a shortcut's Ctrl or Cmd + B).
  'Ctrl', 'Cmd',
];

/** Dates and times stay en-IN in Hindi (`21 Nov 2026`, `Nov 2026`, `10:30 am`). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec'];

const ALLOWED = new Set([...LATIN_IN_HINDI, ...MONTHS]);

/** Everything a person reads or hears on the page, one text per node or attribute. */
export async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    // Text marked as another language is English on purpose (the switch's "English").
    const skip = 'script, style, noscript, template, [lang]:not([lang^="hi"])';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest(skip)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    const spoken = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt'];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(skip)) continue;
      for (const name of spoken) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
      if (element instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(element.type) && element.value)
        texts.push(element.value);
    }
    return texts;
  });
}

/** A text without what may stay Latin whatever the language: emails, addresses, paths, codes. */
function withoutCodes(text: string): string {
  return text
    .replace(/\S+@\S+/g, ' ')
    // A file's name, as uploaded (kitchen.jpg).
    .replace(/\S+\.(?:svg|jpe?g|png|webp|gif|avif|pdf)\b/gi, ' ')
    // The brand's tail where the logo sets it apart (Rentals<span>.in</span>).
    .replace(/^\.in$/, ' ')
    .replace(/\bhttps?:\/\/\S+/gi, ' ')
    .replace(/(^|\s)\/\S*/g, ' ')
    .replace(/\b\w*\d\w*\b/g, ' ')
    .replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (code) => `〈${code}〉`);
}

function latinWords(text: string): string[] {
  return [...withoutCodes(text).matchAll(/〈[a-z_]+〉|[A-Za-z]+(?:[.'’][A-Za-z]+)*/g)]
    .map((match) => match[0])
    // A letter alone is a key, an initial or a flat's wing, not a word.
    .filter((word) => !ALLOWED.has(word) && !/^[A-Z]$/.test(word));
}

export interface EnglishFound {
  /** The Latin words left once names, codes and allowed words are taken out. */
  words: string[];
  /** The text they were found in. */
  text: string;
}

/**
 * The texts of a page that still have English in them. `phrases` are texts people typed that the
 * page may show as they are (names, titles, addresses, descriptions): each is taken out of a text
 * as a whole, so a word of a listing's description never excuses the same word in a label.
 */
export function englishIn(texts: readonly string[], phrases: PhraseIndex): EnglishFound[] {
  const found: EnglishFound[] = [];
  for (const text of texts) {
    if (latinWords(text).length === 0) continue;
    let rest = text;
    for (const phrase of phrases.candidates(text)) rest = rest.split(phrase).join(' ');
    const words = latinWords(rest);
    if (words.length) found.push({ words, text });
  }
  return found;
}

/** People's texts, found by any Latin word they contain. */
export class PhraseIndex {
  private readonly byWord = new Map<string, Set<string>>();

  add(values: Iterable<string | null | undefined>): this {
    for (const value of values) {
      const phrase = value?.trim();
      if (!phrase || !/[A-Za-z]/.test(phrase)) continue;
      for (const word of phrase.match(/[A-Za-z]+/g) ?? []) {
        let set = this.byWord.get(word);
        if (!set) this.byWord.set(word, (set = new Set()));
        set.add(phrase);
      }
    }
    return this;
  }

  /**
   * Phrases that occur in `text`, longest first; a text cut short with an ellipsis (a chart's axis
   * label, 'Greater Noi…') is the start of a phrase it stands for.
   */
  candidates(text: string): string[] {
    const found = new Set<string>();
    const cut = text.endsWith('…') ? text.slice(0, -1) : null;
    for (const word of text.match(/[A-Za-z]+/g) ?? [])
      for (const phrase of this.byWord.get(word) ?? []) {
        if (text.includes(phrase)) found.add(phrase);
        else if (cut && phrase.startsWith(cut)) found.add(cut);
      }
    return [...found].sort((a, b) => b.length - a.length);
  }
}

/** The Hindi words (lang="hi") on the page drawn in a family other than the one given. */
export async function hindiNamesNotIn(page: Page, family: string): Promise<string[]> {
  return page.locator('[lang=hi]').evaluateAll((elements, wanted) =>
    elements
      .filter((element) => !getComputedStyle(element).fontFamily.replace(/["']/g, '').startsWith(wanted))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${getComputedStyle(element).fontFamily}`), family);
}

/** Whether the page drew Devanagari with the web font `family` (downloaded, in use): Noto Sans Devanagari unless named. */
export async function devanagariFontLoaded(page: Page, family = 'Noto Sans Devanagari'): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family.replace(/["']/g, '') === wanted && face.status === 'loaded');
  }, family);
}
