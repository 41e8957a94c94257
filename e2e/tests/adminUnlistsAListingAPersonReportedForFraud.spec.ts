import { signInBrowser } from '../src/browserSession.ts';
import { expect, SCREEN, test } from '../src/adminSession.ts';
import { createAccount, createVerifiedListing } from '../src/owners.ts';
import { auditCount } from '../src/reviewFixtures.ts';

test('a signed-in person reports a listing for fraud, the report reaches the console, an admin unlists the listing with a reason its owner reads and dismisses the reports of two others at once', async ({ adminPage, browser, product, service }, testInfo) => {
  test.slow(); // a visitor's page, the console and database reads in one journey
  const run = `${testInfo.project.name} ${Date.now()}`;
  const owner = await createAccount(service, 'Raj Owner', ['landlord']);
  const reporter = await createAccount(service, 'Neha Renter');
  const title = `2 BHK, pay deposit by UPI before the visit (${run})`;
  const listing = await createVerifiedListing(service, owner.id, title);
  // Two more listings with a report each, which the admin dismisses together.
  const stale = [`1 RK already let (${run})`, `Studio listed twice (${run})`];
  const staleListings: { id: string }[] = [];
  for (const [index, staleTitle] of stale.entries()) {
    const staleListing = await createVerifiedListing(service, owner.id, staleTitle);
    staleListings.push(staleListing);
    const filed = await service
      .from('listing_reports')
      .insert({ property_id: staleListing.id, reporter_id: reporter.id, reason: index === 0 ? 'already_rented' : 'duplicate' });
    expect(filed.error).toBeNull();
  }

  const context = await browser.newContext({ baseURL: product.siteUrl });
  await signInBrowser(context, product, reporter);
  const page = await context.newPage();
  await page.goto(`/property/${listing.id}`);
  await page.getByText('Report this listing').click();
  await page.getByRole('radio', { name: 'Fraud, or someone asks for money up front' }).check();
  await page.getByLabel('Tell us more').fill('Asked for ₹20,000 on UPI before showing the flat');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you: our team will look at this listing.' })).toBeVisible();
  const reports = await service.from('listing_reports').select('reporter_id, reason, details, status').eq('property_id', listing.id);
  expect(reports.data, 'one open report').toEqual([
    { reporter_id: reporter.id, reason: 'fraud', details: 'Asked for ₹20,000 on UPI before showing the flat', status: 'open' },
  ]);
  await page.reload();
  await expect(page.getByText('You have already reported this listing. Our team will look at it.')).toBeVisible();
  await context.close();

  await adminPage.goto('/admin/properties');
  const queue = adminPage.getByRole('region', { name: /Reported listings/ });
  const item = queue.getByRole('listitem', { name: title });
  await expect(item).toBeVisible(SCREEN);
  await expect(item.getByText('Fraud or money up front × 1')).toBeVisible();
  await item.getByRole('button', { name: `Unlist: ${title}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Unlist reported listing' });
  await dialog.getByLabel(/Reason the owner sees/).fill('Asks for money before a visit');
  await dialog.getByRole('button', { name: 'Unlist' }).click();
  await expect(adminPage.getByText('Listing unlisted')).toBeVisible();

  const unlisted = await service.from('properties').select('verified, rejection_reason').eq('id', listing.id).single();
  expect(unlisted.data, 'off the site with the reason').toEqual({ verified: false, rejection_reason: 'Asks for money before a visit' });
  const closed = await service.from('listing_reports').select('status').eq('property_id', listing.id);
  expect(closed.data, 'report closed').toEqual([{ status: 'unlisted' }]);
  expect(await auditCount(service, 'unlist_reported_listing', listing.id), 'audited once').toBe(1);

  // The two stale reports, selected by their checkboxes and dismissed in one step after asking.
  for (const staleTitle of stale) await queue.getByRole('checkbox', { name: `Select: ${staleTitle}` }).check();
  await queue.getByRole('button', { name: 'Dismiss selected' }).click();
  const ask = adminPage.getByRole('dialog', { name: 'Dismiss the reports of 2 listings?' });
  await ask.getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(adminPage.getByText('Reports dismissed for 2 listings')).toBeVisible();
  await expect(queue.getByRole('listitem', { name: stale[0] })).toHaveCount(0);
  for (const staleListing of staleListings) {
    const reports = await service.from('listing_reports').select('status').eq('property_id', staleListing.id);
    expect(reports.data, 'report dismissed').toEqual([{ status: 'dismissed' }]);
    expect(await auditCount(service, 'dismiss_listing_reports', staleListing.id), 'audited once').toBe(1);
  }
});
