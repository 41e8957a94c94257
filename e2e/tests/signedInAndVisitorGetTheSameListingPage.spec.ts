// A listing's address is one page for everyone, so a CDN keyed on the address can keep it: a
// signed-in person and a visitor get the same bytes, with no Vary: Cookie, and the person's own
// state (their shortlist) arrives in the browser, read and written with their own session.
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { createAccount, createVerifiedListing } from '../src/owners.ts';

test('a signed-in person and a visitor get the same listing HTML, and the person still shortlists it in the browser', async ({ browser, product, service, request }, testInfo) => {
  const run = `${testInfo.project.name} ${Date.now()}`;
  const owner = await createAccount(service, 'Suresh Owner', ['landlord']);
  const person = await createAccount(service, 'Divya Tenant');
  const listing = await createVerifiedListing(service, owner.id, `3 BHK by Koregaon Park (${run})`);
  const path = `/property/${listing.id}`;

  const context = await browser.newContext({ baseURL: product.siteUrl });
  try {
    await signInBrowser(context, product, person);
    expect((await context.cookies()).some((cookie) => /^sb-.+-auth-token/.test(cookie.name)), 'a session cookie').toBe(true);

    // Through real HTTP: the browser context's request carries its session cookies.
    // The listing in both languages, and home and search, which are built the same way.
    for (const address of [path, `/hi${path}`, '/', '/hi/properties?city=Pune']) {
      const signedIn = await context.request.get(address);
      const visitor = await request.get(address);
      expect(signedIn.status(), address).toBe(200);
      expect(visitor.status(), address).toBe(200);
      const [signedInBody, visitorBody] = [await signedIn.body(), await visitor.body()];
      expect(signedInBody.equals(visitorBody), `${address}: byte-identical HTML`).toBe(true);
      for (const answer of [signedIn, visitor]) {
        const headers = answer.headers();
        expect(headers['cache-control'], address).toBe('public, max-age=60, stale-while-revalidate=300');
        expect(headers['vary'] ?? '', address).not.toMatch(/cookie/i);
        expect(headers['set-cookie'], address).toBeUndefined();
      }
      expect(signedInBody.toString('utf8')).not.toContain(person.email);
      expect(signedInBody.toString('utf8')).not.toContain(person.id);
    }

    // In the browser, the page finds the session and shows the person's part.
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-signed-in', '');
    const add = page.getByRole('button', { name: /Add to shortlist/ });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await add.click();
    await expect(page.getByText('Saved to your shortlist')).toBeVisible();
    const shortlisted = await service.from('shortlisted_properties').select('property_id').eq('user_id', person.id);
    expect(shortlisted.data).toEqual([{ property_id: listing.id }]);
    // Opening the page recorded it among the person's recently viewed, as the server used to.
    const viewed = await service.from('recently_viewed_properties').select('property_id').eq('user_id', person.id);
    expect(viewed.data).toEqual([{ property_id: listing.id }]);

    // The same address, reloaded: the state comes back from the database, in Hindi at the Hindi address.
    await page.goto(`/hi${path}`);
    await expect(page.getByRole('button', { name: /शॉर्टलिस्ट से हटाएँ/ })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await context.close();
  }

  // A visitor at the same address gets the sign-in links, nothing of the person's.
  const visitorPage = await browser.newPage({ baseURL: product.siteUrl });
  try {
    await visitorPage.goto(path);
    await expect(visitorPage.getByRole('link', { name: 'Shortlist' })).toHaveAttribute('href', `/auth?next=${encodeURIComponent(`${path}#actions`)}`);
    await expect(visitorPage.getByRole('button', { name: /shortlist/i })).toHaveCount(0);
  } finally {
    await visitorPage.close();
  }
});

test('the owner still opens their listing while it is under review, as an answer no cache keeps', async ({ browser, product, service, request }, testInfo) => {
  const owner = await createAccount(service, 'Farah Owner', ['landlord']);
  const listing = await createVerifiedListing(service, owner.id, `1 BHK in Aundh (${testInfo.project.name} ${Date.now()})`);
  const held = await service.from('properties').update({ verified: false }).eq('id', listing.id);
  expect(held.error).toBeNull();
  const path = `/property/${listing.id}`;

  expect((await request.get(path)).status()).toBe(404);

  const context = await browser.newContext({ baseURL: product.siteUrl });
  try {
    await signInBrowser(context, product, owner);
    const answer = await context.request.get(path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Open My Properties' })).toHaveAttribute('href', '/portal/user/my-properties');
  } finally {
    await context.close();
  }
});
