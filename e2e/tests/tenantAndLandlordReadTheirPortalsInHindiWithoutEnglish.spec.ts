// A tenant and a landlord switch their portal to Hindi and walk every page of it: no English is
// left outside names, addresses, figures, codes and brands (englishOnPage.ts).
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoRole } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { devanagariFontLoaded, englishIn, hindiNamesNotIn, readableTexts, type PhraseIndex } from '../src/englishOnPage.ts';
import { expect, test } from '../src/fixtures.ts';
import { peoplesTexts } from '../src/peoplesTexts.ts';

const account = (role: DemoRole) => {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`The seed has no demo ${role}`);
  return found;
};

/** The person's portal pages: every page their sidebar offers, and the tabs and filters pages link to. */
async function portalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('#portal-sidebar a[href], main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/portal/') && !/\.pdf(\?|$)/.test(href));
}

async function walk(page: Page, portal: string, phrases: PhraseIndex): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const seen = new Set<string>();
  const queue = [portal];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const english = englishIn(await readableTexts(page), phrases);
    if (english.length) found[path] = english.map(({ words, text }) => `${words.join(' ')}  ←  ${text.slice(0, 120)}`);
    for (const link of await portalLinks(page)) if (!seen.has(link)) queue.push(link);
  }
  expect(seen.size, `the ${portal} pages walked`).toBeGreaterThan(3);
  return found;
}

for (const role of ['tenant', 'landlord'] as const) {
  test(`the ${role} switches to Hindi and every page of their portal is Hindi`, async ({ page, context, product, service }) => {
    test.setTimeout(240_000);
    const user = await signInBrowser(context, product, account(role));
    const preferred = async () =>
      (await service.from('profiles').select('preferred_language').eq('user_id', user.id).single()).data?.preferred_language as string | null;
    const before = await preferred();
    const portal = `/portal/${role}`;
    try {
      await page.goto(portal);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      expect(await devanagariFontLoaded(page), 'an English page loads no Devanagari font').toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const hindi = page.getByRole('dialog').getByRole('link', { name: 'हिन्दी', exact: true });
      await expect(hindi).toBeVisible();
      // The switch's Hindi name is drawn from the few glyphs cut for it, not from boxes.
      await expect.poll(() => devanagariFontLoaded(page, 'Language name'), 'the Hindi name on an English page has its glyphs').toBe(true);
      expect(await hindiNamesNotIn(page, 'Language name'), 'every Hindi name on the English page, the header\'s button too').toEqual([]);
      await hindi.click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect.poll(preferred, 'the choice is saved on the profile').toBe('hi');
      await expect.poll(() => devanagariFontLoaded(page), 'a Hindi page draws with Noto Sans Devanagari').toBe(true);

      const english = await walk(page, portal, await peoplesTexts(service));
      expect(english, 'English words on Hindi pages').toEqual({});
    } finally {
      await service.from('profiles').update({ preferred_language: before }).eq('user_id', user.id);
    }
  });
}
