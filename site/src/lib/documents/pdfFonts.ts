// The fonts of every PDF: Noto Sans Devanagari from its registry package (@fontsource), read from
// disk, never fetched at run time. Its Latin file carries English, digits and punctuation, its
// Devanagari file Hindi and '₹'. pdf-lib embeds only the glyphs a document uses (subset), which
// keeps a receipt to a few kilobytes.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const FILE = (script: 'latin' | 'devanagari', weight: 400 | 700) =>
  `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${script}-${weight}-normal.woff`;

export interface FontSet {
  latin: PDFFont;
  devanagari: PDFFont;
  latinBold: PDFFont;
  devanagariBold: PDFFont;
}

const cache = new Map<string, Promise<Uint8Array>>();

function fontBytes(path: string): Promise<Uint8Array> {
  let bytes = cache.get(path);
  if (!bytes) {
    bytes = readFile(require.resolve(path)).then((b) => woffToSfnt(new Uint8Array(b)));
    cache.set(path, bytes);
  }
  return bytes;
}

interface Subset {
  encode(): Uint8Array;
  encodeStream?: () => unknown;
}
interface Glyph {
  id: number;
  codePoints: number[];
}
interface Font {
  createSubset(): Subset;
  layout(text: string, features?: unknown): unknown;
  getGlyph(id: number, codePoints?: number[]): Glyph | null;
}

// Shaping a Devanagari word takes milliseconds; documents repeat the same few hundred words, so
// each font (read once per process) remembers the shapes it made, up to a bound.
const LAYOUTS_KEPT = 20_000;
const fonts = new Map<Uint8Array, Font>();

function sameCodePoints(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((point, i) => point === b[i]);
}

function sharedFont(bytes: Uint8Array): Font {
  let font = fonts.get(bytes);
  if (!font) {
    font = fontkit.create(bytes) as unknown as Font;
    // fontkit keeps one glyph object per id with the characters of its first shaping, and pdf-lib
    // maps each glyph back to text (ToUnicode) by those characters: on a font shared by every
    // document, a vowel sign first met in another document read back wrong in this one. Each
    // shaping's glyph keeps its own characters, over the shared glyph (outline, metrics).
    const getGlyph = font.getGlyph.bind(font);
    font.getGlyph = (id, codePoints = []) => {
      const glyph = getGlyph(id, codePoints);
      if (!glyph || codePoints.length === 0 || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
      return Object.create(glyph, { codePoints: { value: codePoints, enumerable: true } }) as Glyph;
    };
    const layout = font.layout.bind(font);
    const shapes = new Map<string, unknown>();
    font.layout = (text, features) => {
      const key = `${JSON.stringify(features ?? null)}|${text}`;
      let shaped = shapes.get(key);
      if (shaped === undefined) {
        if (shapes.size >= LAYOUTS_KEPT) shapes.clear();
        shaped = layout(text, features);
        shapes.set(key, shaped);
      }
      return shaped;
    };
    fonts.set(bytes, font);
  }
  return font;
}

/**
 * fontkit 2 (kept, and shapes Devanagari without a regenerator polyfill) for pdf-lib, which was
 * written against fontkit 1: the only difference it meets is that a subset is encoded in one go
 * (`encode`) rather than as a stream (`encodeStream`).
 */
const fontkitForPdfLib = {
  create(bytes: Uint8Array) {
    // Each document gets its own subset of the shared font.
    const shared = sharedFont(bytes);
    const font = Object.create(shared) as Font;
    // A glyph reads back as the characters of its first shaping in this document, as with a
    // font of the document's own: never as those of a document drawn before it.
    const first = new Map<number, Glyph>();
    font.layout = (text, features) => {
      const run = shared.layout(text, features) as { glyphs: Glyph[] };
      const glyphs = run.glyphs.map((glyph) => {
        const seen = first.get(glyph.id);
        if (seen) return seen;
        first.set(glyph.id, glyph);
        return glyph;
      });
      return Object.create(run, { glyphs: { value: glyphs, enumerable: true } }) as unknown;
    };
    font.createSubset = () => {
      const subset = shared.createSubset();
      subset.encodeStream = () => {
        const handlers: Record<string, (value?: unknown) => void> = {};
        const stream = {
          on(event: string, handler: (value?: unknown) => void) {
            handlers[event] = handler;
            return stream;
          },
        };
        // After the caller has attached its handlers (same tick), as a stream would.
        queueMicrotask(() => {
          try {
            handlers.data?.(subset.encode());
            handlers.end?.();
          } catch (error) {
            handlers.error?.(error);
          }
        });
        return stream;
      };
      return subset;
    };
    return font;
  },
};

export async function embedFonts(doc: PDFDocument): Promise<FontSet> {
  doc.registerFontkit(fontkitForPdfLib as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const [latin, devanagari, latinBold, devanagariBold] = await Promise.all(
    ([['latin', 400], ['devanagari', 400], ['latin', 700], ['devanagari', 700]] as const).map(async ([script, weight]) =>
      doc.embedFont(await fontBytes(FILE(script, weight)), { subset: true }),
    ),
  );
  return { latin: latin!, devanagari: devanagari!, latinBold: latinBold!, devanagariBold: devanagariBold! };
}
