import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndexXml, urlsetXml, w3cDatetime } from './xml.ts';

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('sitemap XML', () => {
  it('writes a well-formed url set with W3C datetimes', () => {
    const xml = urlsetXml([
      { loc: 'https://r.in/property/1', lastmod: '2026-11-22T10:15:00.123456+05:30' },
      { loc: 'https://r.in/properties?city=Pune&bhk=2' },
    ]);
    const document = parse(xml);
    expect(document.documentElement.namespaceURI).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    );
    const locs = [...document.getElementsByTagName('loc')].map((node) => node.textContent);
    expect(locs).toEqual(['https://r.in/property/1', 'https://r.in/properties?city=Pune&bhk=2']);
    expect([...document.getElementsByTagName('lastmod')].map((node) => node.textContent)).toEqual([
      '2026-11-22T04:45:00.123Z',
    ]);
  });

  it('writes a well-formed index, also when empty', () => {
    const document = parse(
      sitemapIndexXml([
        'https://r.in/sitemaps/pages.xml',
        'https://r.in/sitemaps/properties-1-of-1.xml',
      ]),
    );
    expect(document.documentElement.localName).toBe('sitemapindex');
    expect(document.getElementsByTagName('sitemap')).toHaveLength(2);
    expect(parse(urlsetXml([])).getElementsByTagName('url')).toHaveLength(0);
  });

  it('escapes markup and leaves out unreadable dates', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
    expect(w3cDatetime('not a date')).toBeUndefined();
    expect(w3cDatetime(null)).toBeUndefined();
  });
});
