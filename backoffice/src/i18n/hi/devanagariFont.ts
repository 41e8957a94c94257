// Noto Sans Devanagari for the console in Hindi (a machine without a Devanagari font showed empty
// boxes): the Devanagari subset from its registry package, regular and bold, registered when the
// Hindi catalogue loads, so an English console never fetches it. The browser downloads a face only
// when Devanagari text is drawn (its unicode range), showing the system's font until then (swap).
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';
const UNICODE_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF';

/** Adds the two faces to the document's fonts, once. */
export function registerDevanagariFont(): void {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  if ([...document.fonts].some((face) => face.family.replace(/"/g, '') === DEVANAGARI_FAMILY)) return;
  for (const [weight, url] of [
    ['400', regular],
    ['700', bold],
  ] as const) {
    document.fonts.add(
      new FontFace(DEVANAGARI_FAMILY, `url(${url}) format('woff2')`, { weight, display: 'swap', unicodeRange: UNICODE_RANGE }),
    );
  }
}
