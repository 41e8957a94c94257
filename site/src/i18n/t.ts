import { en, hi, type Catalogue, type MessageKey } from './catalogue.ts';
import { localHref, type Lang } from './lang.ts';

export type Translate = ((key: MessageKey, vars?: Record<string, string | number>) => string) & {
  /** The language it speaks (absent on stand-ins built from an island's texts). */
  readonly lang?: Lang;
};

/**
 * The translator of one language: t('search.results', { count: '1,204' }). Placeholders are
 * `{name}`; values are inserted as given, so numbers and rupees are formatted by core first.
 */
export function translator(lang: Lang): Translate {
  const table: Catalogue = lang === 'hi' ? hi : en;
  const t = (key: MessageKey, vars?: Record<string, string | number>) => {
    const text = table[key];
    return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
  };
  return Object.assign(t, { lang });
}

/**
 * A link for the reader of `t`: home, search, listings and the marketing pages at their address in
 * that language (localHref). localLink(translator('hi'), '/properties') === '/hi/properties'.
 */
export function localLink(t: Translate, href: string): string {
  return localHref(t.lang ?? 'en', href);
}

/** The texts an island needs, picked on the server so the island never ships the catalogue. */
export function pick<K extends MessageKey>(t: Translate, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}
