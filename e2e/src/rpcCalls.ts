// What a page sent to the database's functions, for journeys that check a click sent one call.
import type { Page } from '@playwright/test';

/** Counts the page's calls to one database function, to check that a click sent one. */
export function countCalls(page: Page, fn: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(`/rpc/${fn}`))
      calls += 1;
  });
  return () => calls;
}
