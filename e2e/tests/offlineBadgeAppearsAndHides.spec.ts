import { expect, test } from '../src/fixtures.ts';

test('the offline badge stays while offline and hides a few seconds after the connection is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
  const back = page.getByRole('status').filter({ hasText: 'Back online' });
  await expect(offline).toHaveCount(0);

  await context.setOffline(true);
  await expect(offline).toBeVisible();

  await context.setOffline(false);
  await expect(back).toBeVisible();
  await expect(offline).toHaveCount(0);
  // Spec 2.13: hidden 3 seconds after coming back; the expectation polls, it does not sleep.
  await expect(back).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: /offline|online/i })).toHaveCount(0);
});
