// Where to send someone after an action that names its own destination (`next`): only a path on
// this site, so such a link can never send anyone to another site.

const ORIGIN = 'https://same-site.invalid';

function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * A path on this site (with its query and hash), else `fallback`; paths under `refused` prefixes
 * fall back too. sameSitePath('/properties?city=Pune') === '/properties?city=Pune';
 * sameSitePath('//evil.example') === '/'.
 */
export function sameSitePath(next: string | null | undefined, fallback = '/', refused: readonly string[] = []): string {
  // Backslashes and control characters are refused outright: browsers read '/\evil' as '//evil'.
  if (!next || !next.startsWith('/') || next.includes('\\') || hasControlCharacter(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  if (refused.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
