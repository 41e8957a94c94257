// The Hindi name on the language switch ("हिन्दी"), drawn on English pages, which load no Devanagari
// font: a machine without one showed empty boxes where a Hindi reader looks for their language.
// The glyphs of that one word, with the shaping rules that join them, are cut from Noto Sans
// Devanagari at build time (about 2 KB); its address names the word and the font's version, so it
// is kept for a year like the build's other files.
import { createHash } from 'node:crypto';
import font from '@fontsource/noto-sans-devanagari/package.json' with { type: 'json' };
import { LANGUAGE_NAMES } from './languageSwitch.ts';

/** The switch is drawn at weight 600 (.lang-switch); one face serves every weight the links use. */
export const LANGUAGE_NAME_SOURCE = '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2';

/** The words the font must draw: every language's name in its own script, Latin ones aside. */
export const LANGUAGE_NAME_TEXT = Object.values(LANGUAGE_NAMES).filter((name) => !/^[\p{Script=Latin}\s]+$/u.test(name)).join('');

const version = createHash('sha256').update(`${font.version}\n${LANGUAGE_NAME_SOURCE}\n${LANGUAGE_NAME_TEXT}`).digest('hex').slice(0, 10);

/** Where the cut font is served (prerendered by src/pages/fonts/[file].ts). */
export const LANGUAGE_NAME_FONT_FILE = `language-name-${version}.woff2`;
export const LANGUAGE_NAME_FONT_HREF = `/fonts/${LANGUAGE_NAME_FONT_FILE}`;

/**
 * The @font-face and the rule that draws elements marked lang="hi" with it (English pages only).
 * Important, because controls reset their font (`.button{font:inherit}` comes later at the same
 * weight) and the portal header's switch is a button: it showed boxes.
 */
export const LANGUAGE_NAME_CSS =
  `@font-face{font-family:'Language name';font-weight:100 900;font-display:swap;` +
  `src:url(${LANGUAGE_NAME_FONT_HREF}) format('woff2');unicode-range:U+0900-097F,U+200C-200D,U+25CC}` +
  `[lang=hi]{font-family:'Language name',var(--font-sans)!important}`;
