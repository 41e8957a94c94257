import { describe, expect, it } from 'vitest';
import { budgetFor, DEFAULT_PAGES } from './limits.ts';
import type { PageWeight } from './pageWeight.ts';
import {
  lighthouseProblems,
  lighthouseTable,
  weightProblems,
  weightTable,
  type PageOutcome,
} from './report.ts';

const KB = 1024;
const home = DEFAULT_PAGES[0]!;

function weight(overrides: Partial<PageWeight> = {}): PageWeight {
  return {
    url: 'http://localhost/',
    status: 200,
    requests: 9,
    totalBytes: 120 * KB,
    byType: {},
    jsGzipBytes: 4 * KB,
    scripts: [],
    ...overrides,
  };
}

describe('budgets', () => {
  it('holds home to 50 KB of JavaScript and 500 KB in all, search and detail to 100 KB of JavaScript', () => {
    expect(budgetFor('/')).toMatchObject({
      label: 'home',
      maxJsGzipBytes: 50 * KB,
      maxTotalBytes: 500 * KB,
    });
    expect(budgetFor('/properties')).toMatchObject({ label: 'search', maxJsGzipBytes: 100 * KB });
    expect(budgetFor('/properties').maxTotalBytes).toBeUndefined();
    expect(budgetFor('/property/6d1f0c3e-8a43-4b7e-9f51-0d8f6a1c2b3d')).toMatchObject({
      label: 'detail',
      maxJsGzipBytes: 100 * KB,
    });
    expect(budgetFor('/about')).toMatchObject({ label: '/about', maxJsGzipBytes: 100 * KB });
  });

  it('finds a page over its JavaScript or total budget, and none within', () => {
    expect(weightProblems(home, weight())).toEqual([]);
    expect(weightProblems(home, weight({ jsGzipBytes: 50 * KB + 1 }))).toEqual([
      'JavaScript 50.0 KB > 50.0 KB',
    ]);
    expect(weightProblems(home, weight({ totalBytes: 600 * KB }))).toEqual([
      'total 600.0 KB > 500.0 KB',
    ]);
    expect(weightProblems(budgetFor('/properties'), weight({ totalBytes: 900 * KB }))).toEqual([]);
  });

  it('finds every Lighthouse category under 95', () => {
    expect(
      lighthouseProblems({ performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }),
    ).toEqual([]);
    expect(
      lighthouseProblems({ performance: 81, accessibility: 100, 'best-practices': 94, seo: 100 }),
    ).toEqual(['performance 81 < 95', 'best-practices 94 < 95']);
  });
});

describe('tables', () => {
  const outcomes: PageOutcome[] = [
    {
      kind: 'measured',
      budget: home,
      weight: weight(),
      lighthouse: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 92 },
    },
    { kind: 'missing', budget: DEFAULT_PAGES[1]!, status: 404 },
  ];

  it('reports weights as a markdown table, a missing page as not found', () => {
    const lines = weightTable(outcomes).split('\n');
    expect(lines[0]).toBe(
      '| page | path | status | JS (gzip) | JS budget | transferred | total budget | requests | verdict |',
    );
    expect(lines[1]).toBe('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    expect(lines[2]).toBe('| home | / | 200 | 4.0 KB | 50.0 KB | 120.0 KB | 500.0 KB | 9 | ok |');
    expect(lines[3]).toBe(
      '| search | /properties | not found (404) | – | – | – | – | – | skipped |',
    );
  });

  it('reports Lighthouse scores with a verdict per page', () => {
    const lines = lighthouseTable(outcomes).split('\n');
    expect(lines[0]).toBe(
      '| page | path | status | performance | accessibility | best-practices | seo | verdict |',
    );
    expect(lines[2]).toBe('| home | / | 200 | 99 | 100 | 100 | 92 | below 95: seo 92 < 95 |');
    expect(lines[3]).toContain('not found (404)');
  });
});
