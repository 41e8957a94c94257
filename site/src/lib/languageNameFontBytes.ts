// Cuts the language name's glyphs from the font (build time only: subset-font is a build tool).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { LANGUAGE_NAME_SOURCE, LANGUAGE_NAME_TEXT } from './languageNameFont.ts';

export async function languageNameFontBytes(): Promise<Buffer> {
  const source = fs.readFileSync(createRequire(import.meta.url).resolve(LANGUAGE_NAME_SOURCE));
  return subsetFont(source, LANGUAGE_NAME_TEXT, { targetFormat: 'woff2' });
}
