import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInNewAdminClient } from '../src/admins.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { pngImage } from '../src/images.ts';
import { islandsAwaitingHydration, islandsHydrated } from '../src/islands.ts';

const landlord = DEMO_ACCOUNTS.find((account) => account.role === 'landlord');

test('an owner lists a property with two photos, the admin verifies it, and it appears among the newest listings and in search', async ({
  page,
  context,
  product,
  service,
}, testInfo) => {
  // Several pages through the real product, on a machine shared with other runs.
  test.slow();
  if (!landlord) throw new Error('The seed has no demo landlord');
  const owner = await signInBrowser(context, product, landlord);
  const title = `2 BHK with balcony in Baner (${testInfo.project.name} ${Date.now()})`;

  // The form's script is held back while the owner types, as on a slow phone: what they typed
  // before the page came alive is kept, the chosen city and locality too.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await typed;
    await route.continue();
  });
  // Module scripts hold back DOMContentLoaded: the page is used as soon as its HTML arrives.
  await page.goto('/properties/create', { waitUntil: 'commit' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('Locality').fill('Hinjewadi');
  await page.getByLabel('Monthly rent (₹)').fill('32000');
  await page.getByLabel('Bedrooms').selectOption('2');
  await page.getByLabel('Balcony').check();
  expect(await islandsAwaitingHydration(page).count(), 'the form is still the server\'s HTML').toBeGreaterThan(0);
  release();
  await islandsHydrated(page);
  await page.unrouteAll();
  await expect(page.getByLabel('City')).toHaveValue('Pune');
  await expect(page.getByLabel('Locality')).toHaveValue('Hinjewadi');
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'hall.png', mimeType: 'image/png', buffer: pngImage(64, 48, [200, 120, 60]) },
    { name: 'kitchen.png', mimeType: 'image/png', buffer: pngImage(48, 64, [60, 120, 200]) },
  ]);
  const photos = page.getByRole('list').filter({ has: page.getByText('hall.png') });
  await expect(photos.getByText('Cover')).toBeVisible();
  await expect(photos.getByRole('progressbar')).toHaveCount(0);
  // The kitchen becomes the cover photo.
  await page.getByRole('button', { name: 'Move earlier: kitchen.png' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'kitchen.png is now photo 1 of 2' })).toBeAttached();
  await page.getByRole('button', { name: 'Submit property' }).click();
  await expect(page.getByText('Property submitted. It appears in search once it is verified.')).toBeVisible();

  const listed = await service.from('properties').select('id, listed_by, verified, image_urls, amenities, rent').eq('title', title).single();
  expect(listed.error).toBeNull();
  const property = listed.data as { id: string; listed_by: string; verified: boolean; image_urls: string[]; amenities: string[]; rent: number };
  expect(property.listed_by).toBe(owner.id);
  expect(property.verified).toBe(false);
  expect(Number(property.rent)).toBe(32000);
  expect(property.amenities).toEqual(['Balcony']);
  expect(property.image_urls).toHaveLength(2);
  for (const url of property.image_urls) expect(url).toContain(`/property-images/properties/${owner.id}/`);
  const images = await service.from('property_images').select('url, position').eq('property_id', property.id).order('position');
  expect(images.data?.map((image) => image.url)).toEqual(property.image_urls);
  // The uploaded files are really there, the kitchen (the taller picture) first.
  const cover = await page.request.get(property.image_urls[0] as string);
  expect(cover.ok()).toBe(true);
  expect((await cover.body()).readUInt32BE(16)).toBe(48);

  // Unverified, it is not public yet.
  await page.goto('/');
  const newest = page.getByRole('region', { name: 'Newest listings' });
  await expect(newest.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto('/properties?city=Pune');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);

  const admin = await signInNewAdminClient(product);
  const approved = await admin.rpc('approve_property', { _property_id: property.id });
  expect(approved.error).toBeNull();
  const after = await service.from('properties').select('verified').eq('id', property.id).single();
  expect(after.data?.verified).toBe(true);

  // Home and search are public for a minute (the same for everyone, signed in or not), so the
  // browser may keep the copies it saw before the approval: a reload asks again, as a visitor's
  // next visit after that minute does.
  await page.goto('/');
  await page.reload();
  await expect(newest.getByRole('link', { name: title })).toBeVisible();
  // Search, newest first by default, finds it first among the city's homes.
  await page.goto('/properties?city=Pune');
  await page.reload();
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(title);
});
