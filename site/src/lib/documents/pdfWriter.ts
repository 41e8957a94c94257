// A small flowing-text layout over pdf-lib for A4 documents: headings, paragraphs and label/value
// rows that wrap and continue on a new page. Each line is split into Devanagari and Latin runs, each
// drawn with its own font file; a character neither file has is drawn as '?' rather than failing.
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedFonts, type FontSet } from './pdfFonts.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
// Devanagari letters and signs, Vedic extensions, ZWNJ/ZWJ and the rupee sign live in the
// Devanagari file; '₹' is there, not in the Latin one.
const DEVANAGARI_RANGES: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
];
const isDevanagari = (code: number) => DEVANAGARI_RANGES.some(([from, to]) => code >= from && code <= to);

interface Run {
  text: string;
  font: PDFFont;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly supported = new Map<PDFFont, Set<number>>();

  private readonly doc: PDFDocument;
  private readonly fonts: FontSet;

  private constructor(doc: PDFDocument, fonts: FontSet) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }

  static async create(title: string, lang: 'en' | 'hi'): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setLanguage(lang === 'hi' ? 'hi-IN' : 'en-IN');
    doc.setProducer('Rentals.in');
    doc.setCreator('Rentals.in');
    // A fixed date keeps the same document byte for byte on every device and every download.
    doc.setCreationDate(new Date(0));
    doc.setModificationDate(new Date(0));
    return new PdfWriter(doc, await embedFonts(doc));
  }

  private get width(): number {
    return A4[0] - 2 * MARGIN;
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private charsOf(font: PDFFont): Set<number> {
    let set = this.supported.get(font);
    if (!set) {
      set = new Set(font.getCharacterSet());
      this.supported.set(font, set);
    }
    return set;
  }

  /** Splits text into runs by script; spaces stay with the run they follow. */
  private runs(text: string, bold: boolean): Run[] {
    const latin = bold ? this.fonts.latinBold : this.fonts.latin;
    const deva = bold ? this.fonts.devanagariBold : this.fonts.devanagari;
    const runs: Run[] = [];
    for (const ch of text.normalize('NFC')) {
      const wanted = ch === ' ' && runs.length ? runs[runs.length - 1]!.font : isDevanagari(ch.codePointAt(0)!) ? deva : latin;
      const drawn = this.charsOf(wanted).has(ch.codePointAt(0)!) ? ch : '?';
      const last = runs[runs.length - 1];
      if (last && last.font === wanted) last.text += drawn;
      else runs.push({ text: drawn, font: wanted });
    }
    return runs;
  }

  // Shaping Devanagari is the slow part of a document: each word is measured once.
  private readonly widths = new Map<string, number>();

  private measure(text: string, size: number, bold: boolean): number {
    const key = `${bold ? 'b' : 'r'}${size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.runs(text, bold).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
      this.widths.set(key, width);
    }
    return width;
  }

  private wrap(text: string, size: number, bold: boolean, width: number): string[] {
    const space = this.measure(' ', size, bold);
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let used = 0;
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const w = this.measure(word, size, bold);
        if (line && used + space + w > width) {
          lines.push(line);
          line = word;
          used = w;
        } else {
          line = line ? `${line} ${word}` : word;
          used = line === word ? w : used + space + w;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  private drawLine(text: string, x: number, size: number, bold: boolean, muted: boolean): void {
    let at = x;
    for (const run of this.runs(text, bold)) {
      this.page.drawText(run.text, { x: at, y: this.y, size, font: run.font, color: muted ? MUTED : INK });
      at += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  /** A paragraph of flowing text. */
  text(text: string, style: TextStyle = {}): this {
    const size = style.size ?? 10.5;
    const leading = size * 1.55;
    for (const line of this.wrap(text, size, Boolean(style.bold), this.width)) {
      this.ensure(leading);
      this.y -= leading;
      this.drawLine(line, MARGIN, size, Boolean(style.bold), Boolean(style.muted));
    }
    return this;
  }

  heading(text: string, size = 13): this {
    this.gap(6);
    return this.text(text, { size, bold: true });
  }

  /** A label and its value side by side; the value wraps in its own column. */
  row(label: string, value: string): this {
    const size = 10.5;
    const leading = size * 1.55;
    const labelWidth = this.width * 0.32;
    const lines = this.wrap(value, size, false, this.width - labelWidth - 8);
    lines.forEach((line, i) => {
      this.ensure(leading);
      this.y -= leading;
      if (i === 0) this.drawLine(label, MARGIN, size, true, false);
      this.drawLine(line, MARGIN + labelWidth + 8, size, false, false);
    });
    return this;
  }

  /** A horizontal rule across the text column. */
  rule(): this {
    this.ensure(14);
    this.y -= 8;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.6, color: MUTED });
    this.y -= 6;
    return this;
  }

  gap(points = 10): this {
    this.y -= points;
    return this;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
