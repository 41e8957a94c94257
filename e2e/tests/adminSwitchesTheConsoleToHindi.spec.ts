import { createTestAdmin } from '../src/admins.ts';
import { expect, SCREEN, signInAsAdmin, test } from '../src/adminSession.ts';

test('an admin switches the console to Hindi, keeps it, and starts in the profile language until they pick', async ({
  page,
  product,
  service,
}) => {
  test.slow(); // a sign-in, then several full loads of the console
  const admin = await createTestAdmin(product);
  await signInAsAdmin(page, admin);
  const menu = page.getByRole('navigation', { name: 'Console' }).first();
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible(SCREEN);

  // The switch in the app bar; the whole console follows, and a reload keeps the pick.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  const hindiMenu = page.getByRole('navigation', { name: 'कंसोल' }).first();
  await hindiMenu.getByRole('link', { name: 'यूज़र' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'यूज़र' })).toBeVisible(SCREEN);
  await expect(page.getByRole('columnheader', { name: 'संपर्क' })).toBeVisible(SCREEN);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'यूज़र' })).toBeVisible(SCREEN);
  await expect(hindiMenu.getByRole('link', { name: 'मैनेज्ड रेंटल' })).toBeVisible();

  // The pick is this browser's: the admin's profile is left as it was.
  const profile = async () =>
    (
      await service
        .from('profiles')
        .select('preferred_language')
        .eq('user_id', admin.id)
        .single()
    ).data?.preferred_language ?? null;
  expect(await profile()).toBeNull();

  // With no pick in this browser, the console starts in the profile's language.
  const saved = await service
    .from('profiles')
    .update({ preferred_language: 'hi' })
    .eq('user_id', admin.id);
  expect(saved.error).toBeNull();
  expect(await profile()).toBe('hi');
  await page.evaluate(() => localStorage.removeItem('rentals.console.locale'));
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'यूज़र' })).toBeVisible(SCREEN);

  // Picking English here wins over the profile, also after a reload.
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible(SCREEN);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible(SCREEN);
});
