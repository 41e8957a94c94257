// Where to send someone after an action that names its own destination (`next`): only a path on
// this site, so such a link can never send anyone to another site.

const ORIGIN = 'https://same-site.invalid';

function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * Whether a Location value stays on this site however a browser reads it: one leading slash, no
 * backslash (browsers read '\' as '/'), no control character (browsers drop tabs and newlines,
 * so '/\t/evil' is '//evil'), and it resolves to this origin.
 */
function isPlainPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || hasControlCharacter(path)) return false;
  try {
    return new URL(path, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

/**
 * A path on this site (with its query and hash), else `fallback`; paths under `refused` prefixes
 * fall back too. sameSitePath('/properties?city=Pune') === '/properties?city=Pune';
 * sameSitePath('//evil.example') === '/'; sameSitePath('/.//evil.example') === '/'.
 */
export function sameSitePath(next: string | null | undefined, fallback = '/', refused: readonly string[] = []): string {
  if (!next || !isPlainPath(next)) return fallback;
  // The parser resolves dot segments, which can turn a path into another host's address
  // ('/.//evil.example' → '//evil.example'): what comes out is checked again, not only what went in.
  const url = new URL(next, ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isPlainPath(path)) return fallback;
  if (refused.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) return fallback;
  return path;
}
