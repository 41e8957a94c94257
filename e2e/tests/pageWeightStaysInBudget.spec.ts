import type { Page, TestInfo } from '@playwright/test';
import { budgetFor, kb } from '@rentals/bench/budgets/limits';
import { weighPage, type PageWeight } from '@rentals/bench/budgets/pageWeight';
import { expect, test } from '../src/fixtures.ts';

// Bytes only, no timing: a first visit (every test has a fresh context, so an empty cache) stays
// within the JavaScript and total budgets of issue 13. `npm run budgets` reports the same figures
// next to Lighthouse scores.

async function weigh(page: Page, path: string, testInfo: TestInfo): Promise<PageWeight> {
  const weight = await weighPage(page, path);
  testInfo.annotations.push({
    type: 'weight',
    description: `${path}: HTTP ${weight.status}, JS ${kb(weight.jsGzipBytes)} gzip, ${kb(weight.totalBytes)} transferred`,
  });
  return weight;
}

test('the home page stays within 50 KB of JavaScript and 500 KB in all on a first visit', async ({
  page,
}, testInfo) => {
  const budget = budgetFor('/');
  const weight = await weigh(page, '/', testInfo);
  expect(weight.status).toBe(200);
  expect(weight.jsGzipBytes, `scripts: ${weight.scripts.join(', ')}`).toBeLessThanOrEqual(
    budget.maxJsGzipBytes,
  );
  expect(weight.totalBytes).toBeLessThanOrEqual(budget.maxTotalBytes!);
});

test('a search stays within 100 KB of JavaScript on a first visit', async ({ page }, testInfo) => {
  const weight = await weigh(page, '/properties?city=Pune', testInfo);
  expect(weight.jsGzipBytes, `scripts: ${weight.scripts.join(', ')}`).toBeLessThanOrEqual(
    budgetFor('/properties').maxJsGzipBytes,
  );
});

test('a listing stays within 100 KB of JavaScript on a first visit', async ({
  page,
  anon,
}, testInfo) => {
  const newest = await anon
    .from('properties')
    .select('id')
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
  expect(newest.error).toBeNull();
  const path = `/property/${newest.data!.id}`;
  const weight = await weigh(page, path, testInfo);
  expect(weight.jsGzipBytes, `scripts: ${weight.scripts.join(', ')}`).toBeLessThanOrEqual(
    budgetFor(path).maxJsGzipBytes,
  );
});
