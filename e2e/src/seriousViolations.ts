import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Most of an axe check was not the audit (about 0.3 s a page) but getting there: AxeBuilder's
// default injects the 1.5 MB readable axe.js into the page, then opens a blank page, injects it
// again and merges the results there; and it sends back every node that passed. Minified axe, run in
// the page itself (legacy mode, which skips only cross-origin frames: our pages have no frames), with
// only the violations sent back: 1.6 -> 0.5 s a page, the same rules on the same nodes.
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withTags(WCAG_A_AA)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
