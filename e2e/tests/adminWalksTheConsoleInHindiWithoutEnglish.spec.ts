// An admin switches the console to Hindi and opens every screen of its menu: no English is left
// outside names, addresses, figures, codes and brands (englishOnPage.ts), as in the portals' walk.
import { devanagariFontLoaded, englishIn, readableTexts } from '../src/englishOnPage.ts';
import { expect, SCREEN, test } from '../src/adminSession.ts';
import { peoplesTexts } from '../src/peoplesTexts.ts';

test('an admin switches the console to Hindi and every screen of its menu is Hindi', async ({ adminPage: page, service }) => {
  // One sign-in, then each screen's chunks on a busy machine; the menu is followed by its links,
  // each screen waited for by its heading, never by the network going quiet.
  test.setTimeout(300_000);
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Console' }).first()).toBeVisible(SCREEN);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  const menu = page.getByRole('navigation', { name: 'कंसोल' }).first();
  await expect(menu).toBeVisible(SCREEN);
  await expect.poll(() => devanagariFontLoaded(page), 'the console draws Hindi with Noto Sans Devanagari').toBe(true);

  const phrases = await peoplesTexts(service);
  const links = menu.getByRole('link');
  const screens = await links.evaluateAll((all) => all.map((link) => ({ name: link.textContent ?? '', path: link.getAttribute('href') ?? '' })));
  expect(screens.length, 'screens in the menu').toBeGreaterThan(8);

  const found: Record<string, string[]> = {};
  const scan = async (screen: string) => {
    const english = englishIn(await readableTexts(page), phrases);
    if (english.length) found[screen] = english.map(({ words, text }) => `${words.join(' ')}  ←  ${text.slice(0, 120)}`);
  };
  const heading = page.getByRole('heading', { level: 1 });
  let before = '';
  for (const [index, { name, path }] of screens.entries()) {
    await links.nth(index).click();
    // The screen before stays until the new one's chunk arrives: read only once the address is the
    // link's and the heading is no longer the last screen's.
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === path.replace(/\/$/, ''));
    await expect(heading, `${name} shows its heading`).toBeVisible(SCREEN);
    if (before) await expect(heading, `${name} replaces the screen before`).not.toHaveText(before, SCREEN);
    before = await heading.innerText();
    // Lists and cards fill in after the heading: the screen is read once its loading spinners and
    // bars are gone (a bar with a value is a figure, a profile's completeness).
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow])'), `${name} finishes loading`).toHaveCount(0, SCREEN);
    await scan(`${name} (${path})`);
  }
  // A listing's Edit facts screen, reached from its row on the properties screen.
  await links.nth(screens.findIndex(({ path }) => path.endsWith('/properties'))).click();
  await page.getByRole('link', { name: /के तथ्य बदलें$/ }).first().click();
  await expect(heading, 'Edit facts shows its heading').toHaveText(/के तथ्य$/, SCREEN);
  await scan('तथ्य बदलें');

  expect(found, 'English words on the console in Hindi').toEqual({});
});
