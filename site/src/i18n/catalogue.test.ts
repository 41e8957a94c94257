import { describe, expect, it } from 'vitest';
import { en, hi, PUBLIC_AREAS } from './catalogue.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogue', () => {
  it('has no Hindi text without an English one', () => {
    const english = new Set(Object.keys(en));
    expect(Object.keys(hi).filter((key) => !english.has(key))).toEqual([]);
  });

  it('keeps every key in the area its name says', () => {
    for (const [area, texts] of Object.entries(PUBLIC_AREAS))
      for (const key of Object.keys(texts)) expect(key.startsWith(`${area}.`), key).toBe(true);
  });

  describe.each(Object.entries(PUBLIC_AREAS))('public area %s', (_area, texts) => {
    const keys = Object.keys(texts) as (keyof typeof en)[];

    it('has a Hindi text for every key', () => {
      expect(keys.filter((key) => !hi[key]?.trim())).toEqual([]);
    });

    it('uses the same placeholders in Hindi as in English', () => {
      const mismatched = keys.filter(
        (key) => hi[key] !== undefined && placeholders(hi[key] ?? '').join() !== placeholders(en[key]).join(),
      );
      expect(mismatched).toEqual([]);
    });
  });
});
