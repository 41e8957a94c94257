// Pages the site server answers itself, before Astro: 413 for a body over its limit, 400 for an
// address it cannot read, and 503 when it is at its bound of pages in progress (loadShed.ts).
// Plain HTML in the visitor's language (the `lang` cookie), with nothing of the request in it, so
// an oversized or malformed input is never echoed.
import { htmlLang, langOfCookieHeader } from '../i18n/lang.ts';
import { translator } from '../i18n/t.ts';

export type ErrorStatus = 400 | 413 | 503;

const AREA: Record<ErrorStatus, 'errors.badRequest' | 'errors.tooLarge' | 'operations.busy'> = {
  400: 'errors.badRequest', 413: 'errors.tooLarge', 503: 'operations.busy',
};

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);


/** The whole HTML document of an error page. */
export function errorPageHtml(status: ErrorStatus, cookieHeader: string | undefined): string {
  const lang = langOfCookieHeader(cookieHeader);
  const t = translator(lang);
  const area = AREA[status];
  return `<!doctype html>
<html lang="${htmlLang(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t(`${area}.title`))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}a{color:#0b5cad}</style>
</head>
<body>
<main>
<p>${escape(t(`${area}.code`))}</p>
<h1>${escape(t(`${area}.heading`))}</h1>
<p>${escape(t(`${area}.text`))}</p>
<p><a href="/">${escape(t('errors.home'))}</a></p>
</main>
</body>
</html>
`;
}
