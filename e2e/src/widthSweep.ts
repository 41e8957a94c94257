// The width sweep: a page is no wider than the screen it is shown on, at a phone's 390 px and a
// laptop's 1280 px. Each page is measured once its requests have settled (data, islands, charts).
import type { Page } from '@playwright/test';

export const SWEEP_WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** 'path at width: N px too wide' for every page of `paths` that does not fit, at both widths. */
export async function pagesTooWide(page: Page, paths: readonly string[], ready?: (page: Page) => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  for (const size of SWEEP_WIDTHS) {
    await page.setViewportSize(size);
    for (const path of paths) {
      await page.goto(path);
      if (ready) await ready(page);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() =>
        Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
      );
      if (overflow > 0) failures.push(`${path} at ${size.width}: ${overflow} px too wide`);
    }
  }
  return failures;
}
