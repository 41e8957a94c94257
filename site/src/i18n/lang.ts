// Visible text is English or Hindi; numbers and rupees stay en-IN in both.

export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

/** The cookie that remembers the chosen language for a year. */
export const LANG_COOKIE = 'lang';

/** The language a cookie value names, English for anything else: langFromCookie('hi') === 'hi'. */
export function langFromCookie(value: string | undefined): Lang {
  return (LANGS as readonly string[]).includes(value ?? '') ? (value as Lang) : 'en';
}

/** The value of the html lang attribute: htmlLang('hi') === 'hi-IN'. */
export function htmlLang(lang: Lang): string {
  return `${lang}-IN`;
}
