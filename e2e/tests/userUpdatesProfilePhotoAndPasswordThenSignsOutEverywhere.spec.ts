import { createClient } from '@supabase/supabase-js';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { pngImage } from '../src/images.ts';

test('a user updates their profile and photo, changes their password and signs out everywhere', async ({
  page,
  context,
  product,
  service,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `profile.${testInfo.project.name}.${Date.now()}@example.in`;
  const created = await service.auth.admin.createUser({
    email,
    password: 'Meera@2026',
    email_confirm: true,
    user_metadata: { full_name: 'Meera Pillai' },
  });
  expect(created.error).toBeNull();
  const userId = created.data.user?.id as string;
  // A second device, signed in before everything else, must be signed out at the end.
  const phone = createClient(product.apiUrl, product.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  expect((await phone.auth.signInWithPassword({ email, password: 'Meera@2026' })).error).toBeNull();
  await signInBrowser(context, product, { email, password: 'Meera@2026' });

  // Profile: blank income stays empty (null), numbers become numbers.
  await page.goto('/portal/user/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByLabel('City', { exact: true }).fill('Kochi');
  await page.getByLabel('State', { exact: true }).fill('Kerala');
  await page.getByLabel('Annual income (₹)').fill('');
  await page.getByLabel('Highest rent (₹ a month)').fill('25000');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible();
  const saved = await service
    .from('profiles')
    .select('full_name, city, state, annual_income, preferred_rent_max')
    .eq('user_id', userId)
    .single();
  expect(saved.data).toMatchObject({ full_name: 'Meera Pillai', city: 'Kochi', state: 'Kerala', annual_income: null });
  expect(Number(saved.data?.preferred_rent_max)).toBe(25000);

  // A file that is not an image is refused with spec 8's text; a PNG becomes the photo.
  const photo = page.getByLabel('Choose a photo');
  await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to upload avatar' })).toBeVisible();
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(64, 64, [40, 120, 200]) });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile photo updated' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  const avatar = await service.from('profiles').select('avatar_url').eq('user_id', userId).single();
  expect(avatar.data?.avatar_url).toContain(`/property-images/avatars/${userId}-`);
  expect((await page.request.get(avatar.data?.avatar_url as string)).ok()).toBe(true);

  // Password: the wrong current one is refused, the right one changes it.
  await page.goto('/portal/user/settings');
  await page.getByLabel('Current password').fill('Wrong@2026');
  await page.getByLabel('New password', { exact: true }).fill('Meera@2027');
  await page.getByLabel('New password again').fill('Meera@2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();
  await page.getByLabel('Current password').fill('Meera@2026');
  await page.getByLabel('New password', { exact: true }).fill('Meera@2027');
  await page.getByLabel('New password again').fill('Meera@2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
  const fresh = createClient(product.apiUrl, product.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  expect((await fresh.auth.signInWithPassword({ email, password: 'Meera@2026' })).error).not.toBeNull();
  expect((await fresh.auth.signInWithPassword({ email, password: 'Meera@2027' })).error).toBeNull();

  // Sign out everywhere: this browser goes to /auth, and the other devices' sessions are gone.
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/portal/user/settings');
  await expect(page).toHaveURL(/\/auth\?next=%2Fportal%2Fuser%2Fsettings$/);
  expect((await phone.auth.refreshSession()).error).not.toBeNull();
  expect((await fresh.auth.refreshSession()).error).not.toBeNull();
});
