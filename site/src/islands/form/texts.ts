// An island's texts are picked on the server (i18n/t.ts pick); this reads them as a translator, so
// a form renders alike on the server and in the browser without shipping the catalogue.
export type Texts<K extends string> = Record<K, string>;

/** t('key', { name }) over picked texts, filling `{name}` placeholders as i18n/t.ts does. */
export function translatorOf<K extends string>(texts: Texts<K>) {
  return (key: K, vars?: Record<string, string | number>): string => {
    const text = texts[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
  };
}
