import { describe, expect, it } from 'vitest';
import { AREAS, en, hi, type MessageKey } from './catalogue.ts';
import { GLOSSARY, GLOSSARY_EXCEPTIONS } from './glossary.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const keys = Object.keys(en) as MessageKey[];
/** A text without its placeholders: '{rent}/month' has no word 'rent' in it. */
const words = (text: string) => text.replace(/\{\w+\}/g, '');

/** Texts that are the same in both languages: names, codes and figures, no words to translate. */
const SAME_IN_HINDI: readonly MessageKey[] = [
  'common.siteName',
  'common.card.bhk',
  'shell.stats.propertiesValue',
  'shell.stats.clientsValue',
  'search.recent.budget',
  'user.apps.bedrooms',
  'register.method.upi',
  'register.method.razorpay',
  'register.payment.upi',
  'managed.rvl',
  'owner.leases.heading',
  'tenant.visits.line',
  'affiliate.overview.shadowChange',
  'receipts.mode.upi',
  'tenancy.upi.label',
];

describe('message catalogue', () => {
  it('has no Hindi text without an English one', () => {
    const english = new Set(Object.keys(en));
    expect(Object.keys(hi).filter((key) => !english.has(key))).toEqual([]);
  });

  it('keeps every key in the area its name says', () => {
    for (const [area, texts] of Object.entries(AREAS))
      for (const key of Object.keys(texts))
        expect(key.startsWith(`${area}.`) || (area === 'broker' && key.startsWith('managed.')) || (area === 'owner' && key.startsWith('lease.')), key).toBe(true);
  });

  it('has a Hindi text for every key', () => {
    expect(keys.filter((key) => !hi[key]?.trim())).toEqual([]);
  });

  it('translates every text but the listed names and figures', () => {
    expect(keys.filter((key) => hi[key] === en[key])).toEqual(SAME_IN_HINDI);
  });

  it('writes Hindi in Devanagari wherever it translates', () => {
    const latinOnly = keys.filter((key) => !SAME_IN_HINDI.includes(key) && !/[\u0900-\u097F]/.test(hi[key]));
    expect(latinOnly).toEqual([]);
  });

  it('uses the same placeholders in Hindi as in English', () => {
    expect(keys.filter((key) => placeholders(hi[key]).join() !== placeholders(en[key]).join())).toEqual([]);
  });
});

describe('Hindi glossary (docs/glossary-hi.md)', () => {
  it.each(GLOSSARY.map((term) => [term.hindi, term] as const))('uses %s where English has the word', (_hindi, term) => {
    const missing = keys.filter(
      (key) => term.english.test(words(en[key])) && !hi[key].includes(term.hindi) && !(key in GLOSSARY_EXCEPTIONS),
    );
    expect(missing.map((key) => `${key}: ${hi[key]}`)).toEqual([]);
  });

  it.each(GLOSSARY.map((term) => [term.hindi, term] as const))('uses no rival of %s', (_hindi, term) => {
    const rivals = keys.filter((key) => term.rivals.some((rival) => hi[key].includes(rival)));
    expect(rivals.map((key) => `${key}: ${hi[key]}`)).toEqual([]);
  });

  it('excuses only keys that exist and have the English word', () => {
    for (const key of Object.keys(GLOSSARY_EXCEPTIONS)) expect(key in en, key).toBe(true);
  });
});
