import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS, MARKETING_PAGES } from '../pages.ts';
import type { MarketingPageContent } from '../types.ts';
import { GLOSSARY } from '../../i18n/glossary.ts';
import { HINDI_LEGAL_DOCUMENTS, HINDI_MARKETING_PAGES } from './pages.ts';

const hindiOf = <T extends { path: string }>(pages: readonly T[], path: string) => pages.find((page) => page.path === `/hi${path}`);

const links = (page: MarketingPageContent) => [
  ...page.hero.actions.map((action) => `${action.href}${action.primary ? ' (main)' : ''}`),
  ...page.sections.flatMap((section) => section.items.map((item) => item.href ?? '')),
  ...page.cta.actions.map((action) => `${action.href}${action.primary ? ' (main)' : ''}`),
];

const devanagari = (text: string) => /[\u0900-\u097F]/.test(text);

describe('Hindi marketing and legal pages', () => {
  it('exist for every English page, at /hi/<path>', () => {
    expect(HINDI_MARKETING_PAGES.map((page) => page.path).sort()).toEqual(MARKETING_PAGES.map((page) => `/hi${page.path}`).sort());
    expect(HINDI_LEGAL_DOCUMENTS.map((doc) => doc.path).sort()).toEqual(LEGAL_DOCUMENTS.map((doc) => `/hi${doc.path}`).sort());
  });

  it.each(MARKETING_PAGES.map((page) => [page.path, page] as const))('%s has the English page’s sections, items, links and questions', (path, english) => {
    const hindi = hindiOf(HINDI_MARKETING_PAGES, path)!;
    expect(hindi.sections.map((section) => [section.id, section.kind, section.items.length, Boolean(section.intro)])).toEqual(
      english.sections.map((section) => [section.id, section.kind, section.items.length, Boolean(section.intro)]),
    );
    expect(links(hindi)).toEqual(links(english));
    expect(hindi.faq?.length).toBe(english.faq?.length);
  });

  it.each(LEGAL_DOCUMENTS.map((doc) => [doc.path, doc] as const))('%s has the English document’s sections, paragraphs and lists, and its date', (path, english) => {
    const hindi = hindiOf(HINDI_LEGAL_DOCUMENTS, path)!;
    const shape = (doc: typeof english) =>
      doc.sections.map((section) => [section.id, section.paragraphs?.length, section.list?.length, section.after?.length]);
    expect(shape(hindi)).toEqual(shape(english));
    expect(hindi.updated).toBe(english.updated);
    // The Hindi copy adds one line: the English text is the binding one.
    expect(hindi.intro).toHaveLength(english.intro.length + 1);
  });

  it('are written in Hindi: every title, heading, text and label', () => {
    for (const page of HINDI_MARKETING_PAGES) {
      const texts = [
        page.title,
        page.description,
        page.hero.eyebrow,
        page.hero.heading,
        page.hero.lead,
        ...page.hero.actions.map((action) => action.label),
        ...page.sections.flatMap((section) => [section.heading, ...(section.intro ? [section.intro] : []), ...section.items.flatMap((item) => [item.title, item.text])]),
        ...(page.faq ?? []).flatMap((question) => [question.question, question.answer]),
        page.cta.heading,
        page.cta.text,
        ...page.cta.actions.map((action) => action.label),
      ];
      expect(texts.filter((text) => !devanagari(text)), page.path).toEqual([]);
    }
    for (const doc of HINDI_LEGAL_DOCUMENTS) {
      const texts = [doc.title, doc.description, doc.heading, ...doc.intro, ...doc.sections.flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.list ?? []), ...(section.after ?? [])])];
      expect(texts.filter((text) => !devanagari(text)), doc.path).toEqual([]);
    }
  });

  it('have their own title and description, within the English pages’ limits', () => {
    const every = [...HINDI_MARKETING_PAGES, ...HINDI_LEGAL_DOCUMENTS];
    for (const page of every) {
      expect(page.title.length, page.path).toBeLessThanOrEqual(75);
      expect(page.description.length, page.path).toBeLessThanOrEqual(200);
    }
    expect(new Set(every.map((page) => page.title)).size).toBe(every.length);
  });

  it('state the compensation plan and constants as core has them', () => {
    const brokers = JSON.stringify(hindiOf(HINDI_MARKETING_PAGES, '/brokers'));
    for (const fact of ['₹999', '10% से 35%', 'स्टार्टर', 'चेयरमैन', '10 लेवल', '50:50', 'D को ₹2,000', 'B को 5% का अंतर (₹1,000)']) expect(brokers, fact).toContain(fact);
    expect(JSON.stringify(hindiOf(HINDI_MARKETING_PAGES, '/guaranteed-lease'))).toContain('₹50,000 किराये वाले घर का RVL ₹4,000');
  });
});

describe('Hindi marketing and legal pages and the glossary (docs/glossary-hi.md)', () => {
  // "A binding contract" in the terms and the privacy policy's "contracts" with service providers
  // are contracts in law, not rent agreements: अनुबंध is the word there.
  const LEGAL_CONTRACT = /बाध्यकारी अनुबंध|अनुबंधों के तहत/g;

  it.each(GLOSSARY.map((term) => [term.hindi, term] as const))('use no rival of %s', (_hindi, term) => {
    const text = JSON.stringify([...HINDI_MARKETING_PAGES, ...HINDI_LEGAL_DOCUMENTS]).replace(LEGAL_CONTRACT, '');
    expect(term.rivals.filter((rival) => text.includes(rival))).toEqual([]);
  });
});
