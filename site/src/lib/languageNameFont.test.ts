// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAME_CSS, LANGUAGE_NAME_FONT_HREF, LANGUAGE_NAME_SOURCE, LANGUAGE_NAME_TEXT } from './languageNameFont.ts';
import { languageNameFontBytes } from './languageNameFontBytes.ts';
import { LANGUAGE_NAMES } from './languageSwitch.ts';

/** What the test reads of a font through fontkit (which ships no types). */
interface Shaper {
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): { positions: Array<{ xAdvance: number }> };
}
const open = (bytes: Uint8Array) => fontkit.create(bytes) as Shaper;

describe('the language name font', () => {
  it('is cut for the Hindi name and nothing Latin', () => {
    expect(LANGUAGE_NAME_TEXT).toBe(LANGUAGE_NAMES.hi);
  });

  it('draws every letter of the name, joined as the full font joins them, in a few kilobytes', async () => {
    const bytes = await languageNameFontBytes();
    const cut = open(bytes);
    for (const char of LANGUAGE_NAME_TEXT) expect(cut.hasGlyphForCodePoint(char.codePointAt(0)!), char).toBe(true);
    // The conjunct न्द and the vowel sign before its consonant come from the font's shaping rules:
    // the cut shapes the word into the same glyphs as the whole font.
    const full = open(fs.readFileSync(createRequire(import.meta.url).resolve(LANGUAGE_NAME_SOURCE)));
    const shaped = (font: Shaper) => font.layout(LANGUAGE_NAME_TEXT).positions.map((position) => position.xAdvance);
    expect(shaped(cut).length).toBeLessThan([...LANGUAGE_NAME_TEXT].length);
    expect(shaped(cut)).toEqual(shaped(full));
    expect(bytes.length).toBeLessThan(8 * 1024);
  });

  it('is named by a version and drawn only for what is marked Hindi', () => {
    expect(LANGUAGE_NAME_FONT_HREF).toMatch(/^\/fonts\/language-name-[0-9a-f]{10}\.woff2$/);
    expect(LANGUAGE_NAME_CSS).toContain(`url(${LANGUAGE_NAME_FONT_HREF})`);
    expect(LANGUAGE_NAME_CSS).toContain('[lang=hi]{');
  });
});
