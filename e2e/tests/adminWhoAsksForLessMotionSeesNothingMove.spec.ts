import type { Page } from '@playwright/test';
import { expect, SCREEN, test } from '../src/adminSession.ts';

/** The longest animation or transition, in seconds, of any element of the page as it is styled now. */
const longestMotion = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('*')].flatMap((element) => {
        const style = getComputedStyle(element);
        return [...style.animationDuration.split(','), ...style.transitionDuration.split(',')].map((value) =>
          value.trim().endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value),
        );
      }),
    ),
  );

test.use({ reducedMotion: 'reduce' });

test('an admin whose system asks for less motion sees nothing in the console move, and one who does not sees its transitions', async ({
  adminPage: page,
}) => {
  test.slow(); // the console's first load
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible(SCREEN);
  expect(await longestMotion(page), 'seconds of motion with less motion asked for').toBeLessThanOrEqual(0.001);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await longestMotion(page), 'seconds of motion otherwise').toBeGreaterThan(0.1);
});
