import { describe, expect, it } from 'vitest';
import type { SchemaCache } from './schemaCache.ts';
import { estimateKey, estimatesFor } from './estimates.ts';

const question = { text: 'explain (format json) select * from (select 1 from t where a = $1) as "_s"', values: ['Pune'] };
const anon = { role: 'anon', claims: { role: 'anon' } };

describe('estimateKey', () => {
  it('is the same for the same question, values and caller', () => {
    expect(estimateKey(question, anon)).toBe(estimateKey({ ...question }, { ...anon }));
  });

  it('differs by values, role, claims, search path and time zone', () => {
    const base = estimateKey(question, anon);
    expect(estimateKey({ ...question, values: ['Delhi'] }, anon)).not.toBe(base);
    expect(estimateKey(question, { role: 'authenticated', claims: { role: 'authenticated', sub: 'u1' } })).not.toBe(base);
    expect(estimateKey(question, { role: 'authenticated', claims: { role: 'authenticated', sub: 'u1' } }))
      .not.toBe(estimateKey(question, { role: 'authenticated', claims: { role: 'authenticated', sub: 'u2' } }));
    expect(estimateKey(question, { ...anon, searchPath: 'api, public, extensions' })).not.toBe(base);
    expect(estimateKey(question, { ...anon, timezone: 'Asia/Kolkata' })).not.toBe(base);
  });
});

describe('estimatesFor', () => {
  it('keeps one set per schema cache, so a reload starts empty', () => {
    const first = {} as SchemaCache;
    const reloaded = {} as SchemaCache;
    estimatesFor(first).set('k', 42);
    expect(estimatesFor(first).get('k')).toBe(42);
    expect(estimatesFor(reloaded).get('k')).toBeUndefined();
  });
});
