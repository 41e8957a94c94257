import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until every Astro island on the page has hydrated. The server-rendered HTML of an island
 * already shows its rows and buttons, so a click that comes before hydration lands on markup with
 * no handlers and is lost; Astro drops the island's `ssr` attribute once React has taken over.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(islandsAwaitingHydration(page)).toHaveCount(0);
}

/** The islands still showing only the server's HTML. */
export function islandsAwaitingHydration(page: Page): Locator {
  return page.locator('astro-island[ssr]');
}
