// @vitest-environment node
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import {
  createComponent,
  render,
  renderComponent,
  unescapeHTML,
} from 'astro/runtime/server/index.js';
import { describe, expect, it } from 'vitest';

// Astro encodes a page a segment of about 16K characters at a time (patches/astro@7.3.5.patch:
// renderToBytes, and the static output handed on in segments): the bytes must be the page's text
// exactly, wherever the segments' edges fall among characters of one, two, three and four UTF-8
// bytes, and Content-Length must count them.

/** A card of a listing as our pages write them: ASCII markup, Latin-1, rupees, Hindi, an emoji. */
function card(n: number): string {
  return `<article class="card"><h2>2 BHK · Koramangala ${n}</h2><p>₹${n},500 a month — किराया</p><p>🏠 ${n}</p></article>`;
}

/** Where two texts first differ (-1: nowhere), so that a failure names a place instead of printing 100 KB. */
function firstDifference(a: string, b: string): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) if (a[i] !== b[i]) return i;
  return -1;
}

/** The page's bytes, read as strict UTF-8 (a character cut in two throws). */
async function renderedText(
  page: ReturnType<typeof createComponent>,
): Promise<{ text: string; bytes: number; length: string | null }> {
  const container = await AstroContainer.create();
  const response = await container.renderToResponse(page);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
    bytes: bytes.byteLength,
    length: response.headers.get('content-length'),
  };
}

/** What Astro passes a component as its first argument. */
type RenderResult = Parameters<typeof renderComponent>[0];

const COUNT = 900;
const BODY = Array.from({ length: COUNT }, (_, n) => card(n)).join('');
const Card = createComponent(
  (_result: RenderResult, props: { n: number }) => render`${unescapeHTML(card(props.n))}`,
);

describe('a rendered page’s bytes', () => {
  it('are its text whole when it is many segments long and has characters beyond Latin-1', async () => {
    expect(
      BODY.length,
      'longer than 64K characters, the size that made one string costly',
    ).toBeGreaterThan(65_536);
    const Page = createComponent(
      (result: RenderResult) =>
        render`<html lang="en"><body>${Array.from({ length: COUNT }, (_, n) => renderComponent(result, 'Card', Card, { n }))}</body></html>`,
    );
    const { text, bytes, length } = await renderedText(Page);
    expect(firstDifference(text, `<html lang="en"><body>${BODY}</body></html>`)).toBe(-1);
    expect(length).toBe(String(bytes));
  });

  it('are its text whole when one template writes it all', async () => {
    const Page = createComponent(
      () => render`<main>${Array.from({ length: COUNT }, (_, n) => unescapeHTML(card(n)))}</main>`,
    );
    const { text, bytes, length } = await renderedText(Page);
    expect(firstDifference(text, `<main>${BODY}</main>`)).toBe(-1);
    expect(length).toBe(String(bytes));
  });

  it('are its text for a short page of one segment', async () => {
    const Short = createComponent(() => render`<p>${unescapeHTML(card(7))}</p>`);
    const { text, bytes, length } = await renderedText(Short);
    expect(text).toBe(`<p>${card(7)}</p>`);
    expect(length).toBe(String(bytes));
  });
});
