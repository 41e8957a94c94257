// The width sweep: a page is no wider than the screen it is shown on, at a phone's 390 px and a
// laptop's 1280 px. Each page is loaded once, at the phone's width (the size it is built for first),
// measured once its requests have settled (data, islands, charts), then widened to the laptop's and
// measured again: its styles and the components that follow the screen's size (tables that become
// cards, menus that fold) answer a resize as they answer a load.
import type { Page } from '@playwright/test';

export const SWEEP_WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const overflowOf = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));

/**
 * How far the page sticks out sideways once it has settled: measured after the next frames, and
 * again for up to two seconds while it is too wide, since a menu or drawer that a resize folds
 * slides for a moment before it is gone.
 */
async function settledOverflow(page: Page): Promise<number> {
  let overflow = 0;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    overflow = await overflowOf(page);
    if (overflow === 0) return 0;
    await page.waitForTimeout(200);
  }
  return overflow;
}

/** 'path at width: N px too wide' for every page of `paths` that does not fit, at both widths. */
export async function pagesTooWide(page: Page, paths: readonly string[], ready?: (page: Page) => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    for (const [index, size] of SWEEP_WIDTHS.entries()) {
      await page.setViewportSize(size);
      if (index === 0) await page.goto(path);
      if (ready) await ready(page);
      await page.waitForLoadState('networkidle');
      const overflow = await settledOverflow(page);
      if (overflow > 0) failures.push(`${path} at ${size.width}: ${overflow} px too wide`);
    }
  }
  return failures;
}
