// A listing on a phone: its photo count opens every photo full screen; the key facts come before the
// amenities, with no rating; the bar at the bottom offers "Contact owner" and "Request visit", which
// takes a visitor through sign-in back to the visit form, and the visit lands in the database.
import { addDays, todayIso } from '@rentals/core/dates';
import { expect, test } from '../src/fixtures.ts';
import { createAccount, createVerifiedListing } from '../src/owners.ts';

test('a visitor opens a listing’s photos full screen and requests a visit from the bar at the bottom', async ({ page, service }, testInfo) => {
  test.slow();
  const owner = await createAccount(service, 'Sunita Joshi', ['landlord']);
  const person = await createAccount(service, 'Farhan Qureshi');
  const title = `2 BHK in Hinjewadi Phase 1 (${testInfo.project.name} ${Date.now()})`;
  const listing = await createVerifiedListing(service, owner.id, title);
  const url = service.storage.from('property-images').getPublicUrl(listing.photo).data.publicUrl;
  const updated = await service.from('properties').update({ image_urls: [url, url, url] }).eq('id', listing.id);
  expect(updated.error).toBeNull();

  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The photo count, from the listing's photos, opens them all full screen.
  const { data: row } = await service.from('properties').select('image_urls').eq('id', listing.id).single();
  const count = (row?.image_urls as string[]).length;
  await page.getByRole('button', { name: `View all ${count} photos` }).click();
  const photos = page.getByRole('dialog', { name: `Photos of ${title}` });
  await expect(photos).toBeVisible();
  await expect(photos.getByRole('img')).toHaveCount(count);
  await photos.getByRole('button', { name: 'Close the photos' }).click();
  await expect(photos).toBeHidden();

  // The key facts before the amenities; no rating, which nothing computes.
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Key facts')).toBeGreaterThanOrEqual(0);
  expect(headings.indexOf('Key facts')).toBeLessThan(headings.indexOf('Amenities'));
  await expect(page.getByRole('main').getByText('Rating')).toHaveCount(0);

  // The bar stays at the bottom of the screen while the page scrolls.
  const bar = page.getByRole('navigation', { name: 'Contact and visits' });
  await expect(bar.getByRole('link', { name: 'Contact owner' })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar.getByRole('link', { name: 'Request visit' })).toBeInViewport();
  await bar.getByRole('link', { name: 'Request visit' }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(person.email);
  await signIn.getByLabel('Password').fill(person.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${listing.id}#visit$`));

  const visitDay = addDays(todayIso(), 4);
  const visit = page.locator('#visit');
  await visit.getByLabel('Day').fill(visitDay);
  await visit.getByLabel('Time').selectOption('11:00');
  await visit.getByRole('button', { name: 'Request visit' }).click();
  await expect(visit.getByRole('status')).toContainText('Visit requested for');
  const visits = await service.from('property_visits').select('property_id, scheduled_date, status').eq('user_id', person.id);
  expect(visits.data).toHaveLength(1);
  expect(visits.data?.[0]).toMatchObject({ property_id: listing.id, status: 'requested' });
  expect(new Date(visits.data?.[0]?.scheduled_date as string).getTime()).toBe(new Date(`${visitDay}T11:00:00+05:30`).getTime());
});
