// The published compensation plan and the engine must say the same thing: the rank table of the
// text (shown on the portal and in the documentation centre) is the one core computes with.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMISSION_DEPTH } from '../constants.ts';
import { RANKS } from '../ranks.ts';

const text = fs.readFileSync(new URL('./compensation.md', import.meta.url), 'utf8');
const rupees = (s: string) => Number(s.replace(/[₹,\s]/g, ''));

describe('the compensation plan text', () => {
  it('has the rank table the engine uses', () => {
    const rows = [...text.matchAll(/^\| (\w+) \| (₹[\d,]+) \| (\d+)% \|$/gm)].map((m) => ({
      label: m[1], threshold: rupees(m[2] as string), percentage: Number(m[3]),
    }));
    expect(rows).toEqual(RANKS.map(({ label, threshold, percentage }) => ({ label, threshold, percentage })));
  });

  it('states the commission depth the engine uses and that commission is on paid RVL', () => {
    expect(text).toContain(`walk stops after ${COMMISSION_DEPTH} levels`);
    expect(text).toContain('## Commission (monthly, on paid RVL)');
  });
});

describe('the compensation plan in Hindi', () => {
  const hindi = fs.readFileSync(new URL('./compensation.hi.md', import.meta.url), 'utf8');
  const english = text;

  it('has the rank table the engine uses, the ranks named in Devanagari', () => {
    const rows = [...hindi.matchAll(/^\| ([^|]+) \| (₹[\d,]+) \| (\d+)% \|$/gm)].map((m) => ({
      label: (m[1] as string).trim(), threshold: rupees(m[2] as string), percentage: Number(m[3]),
    }));
    expect(rows.map(({ threshold, percentage }) => ({ threshold, percentage }))).toEqual(
      RANKS.map(({ threshold, percentage }) => ({ threshold, percentage })),
    );
    expect(rows.map((row) => row.label)).toEqual(['स्टार्टर', 'बिल्डर', 'लीडर', 'डायरेक्टर', 'एग्ज़िक्यूटिव', 'चेयरमैन']);
  });

  it('has every section, figure and formula of the English text', () => {
    const headings = (doc: string) => [...doc.matchAll(/^#+ /gm)].length;
    expect(headings(hindi)).toBe(headings(english));
    const figures = (doc: string) => [...doc.matchAll(/₹[\d,]+|\d+%|`[^`]+`/g)].map((m) => m[0]).sort();
    expect(figures(hindi)).toEqual(figures(english));
    expect(hindi).toContain(`${COMMISSION_DEPTH} लेवल के बाद`);
  });
});
