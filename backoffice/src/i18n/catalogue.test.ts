import { defaultI18nProvider as raSupabaseI18n } from 'ra-supabase';
import { describe, expect, it } from 'vitest';
import { commissionsMessages } from './commissions.ts';
import { peopleMessages } from './people.ts';
import { analyticsMessages } from './analytics.ts';
import { crmMessages } from './crm.ts';
import { adminDashboardMessages } from './adminDashboard.ts';
import { documentsMessages } from './documents.ts';
import { listingCodesMessages } from './listingCodes.ts';
import { managedRentalsMessages } from './managedRentals.ts';
import { propertyFactsMessages } from './propertyFacts.ts';
import { shadowBalancingMessages } from './shadowBalancing.ts';
import { workListsMessages } from './workLists.ts';
import { en } from './en.ts';
import { hi } from './hi/index.ts';
import { raMessagesHi, raSupabaseMessagesHi } from './hi/ra.ts';

type Dictionary = { [key: string]: string | Dictionary };

function flatten(messages: Dictionary, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of flatten(value, path)) texts.set(inner, text);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

// Names and abbreviations the Hindi console writes in Latin letters, as the site does (docs/glossary-hi.md).
const LATIN_ALLOWED = ['Rentals.in', 'RVL', 'UUID', 'ID', 'CSV', 'CRM', 'QR', 'URL', 'UPI', 'Razorpay', 'SRS', 'TOTP', 'regexp'];
// Texts that are an abbreviation or a name alone (placeholders and punctuation need no words either).
const NO_WORDS_ALLOWED = new Set(['ID', 'RVL', 'UPI', 'Razorpay']);

function latinLeft(text: string): string {
  let rest = text.replace(/%\{\w+\}/g, '');
  for (const word of LATIN_ALLOWED) rest = rest.split(word).join('');
  return rest.replace(/[^A-Za-z]/g, '');
}

const english = flatten({ ...en, app: { ...en.app, documents: documentsMessages, commissions: commissionsMessages, crm: crmMessages, analytics: analyticsMessages, admin_dashboard: adminDashboardMessages, listing_codes: listingCodesMessages, managed_rentals: managedRentalsMessages, property_facts: propertyFactsMessages, shadow_balancing: shadowBalancingMessages, work_lists: workListsMessages, people: peopleMessages } } as unknown as Dictionary);
const hindi = flatten(hi as unknown as Dictionary);
const hindiOfLibraries = flatten({ ...raMessagesHi, ...raSupabaseMessagesHi } as unknown as Dictionary);

describe('the console catalogue', () => {
  it('has a Hindi text for every English key and no other', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translates every text but names, abbreviations and figures written alike in both', () => {
    const same = [...english].filter(([key, text]) => hindi.get(key) === text && latinLeft(text) !== '');
    expect(same).toEqual([]);
  });

  it('keeps every placeholder of the English text in the Hindi one', () => {
    const differing = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(hindi.get(key) ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it("translates only keys react-admin and ra-supabase have, with their placeholders", () => {
    const missing = '(missing)';
    const wrong = [...hindiOfLibraries].filter(([key]) =>
      [missing, key].includes(raSupabaseI18n.translate(key, { _: missing })),
    );
    expect(wrong).toEqual([]);
    // English library texts are read back through polyglot, which fills in smart_count (the plural
    // form asked for) and leaves every other placeholder as '%{…}'.
    const others = (text: string) => placeholders(text).filter((name) => name !== 'smart_count');
    const differing = [...hindiOfLibraries].filter(([key, text]) => {
      const englishText = raSupabaseI18n.translate(key, { smart_count: 2, _: '' });
      const hindiPlural = text.split(' |||| ').at(-1) ?? text;
      return others(englishText).join() !== others(hindiPlural).join();
    });
    expect(differing).toEqual([]);
  });

  it('writes Hindi in Devanagari, Latin letters only for names and abbreviations', () => {
    const all = [...hindi, ...hindiOfLibraries];
    expect(all.filter(([, text]) => latinLeft(text) !== '')).toEqual([]);
    expect(
      all.filter(
        ([, text]) =>
          !/[\u0900-\u097F]/.test(text) &&
          /[A-Za-z]/.test(text.replace(/%\{\w+\}/g, '')) &&
          !NO_WORDS_ALLOWED.has(text),
      ),
    ).toEqual([]);
  });
});
