// Saved searches with alerts, end to end: a signed-in person saves a search on /properties, a new
// listing that matches it is published, and the alert arrives at a real SMTP server this journey
// starts (the product's ALERT_SMTP_URL): photo, rent in Indian grouping, link, one-click
// unsubscribe. The person renames the search in the portal; the unsubscribe link works without
// signing in, both as a mail provider's one-click POST and through its page; then it is deleted.
import crypto from 'node:crypto';
import { startTestSmtpServer, type TestSmtpServer } from '@rentals/db/mail/testServer';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { pngImage } from '../src/images.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

let smtp: TestSmtpServer | undefined;
test.afterAll(async () => {
  await smtp?.stop();
});

test('a person saves a search, gets an email for a new matching home, and stops the alerts with one click', async ({ page, context, browser, product, service, playwright }) => {
  test.slow();
  const port = Number(new URL(product.alertSmtpUrl).port);
  expect(port, 'the alert SMTP port from the global setup').toBeGreaterThan(0);
  smtp = await startTestSmtpServer({ port });

  const tag = crypto.randomBytes(3).toString('hex');
  const password = `Pw-${crypto.randomBytes(8).toString('hex')}`;
  const email = `alert.seeker.${tag}@example.in`;
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: 'Alka Seeker' } });
  expect(created.error).toBeNull();
  const seeker = await signInBrowser(context, product, { email, password });
  const owner = await service.auth.admin.createUser({ email: `alert.owner.${tag}@example.in`, password, email_confirm: true });
  const ownerId = owner.data.user!.id;

  // A budget no seeded listing has, so only this journey's home matches.
  await page.goto('/properties?city=Pune&bhk=3&min_rent=77001&max_rent=77999');
  expect(await seriousViolations(page), 'the search page with its save form').toEqual([]);
  const name = `Pune 3 BHK ${tag}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email alerts').selectOption({ label: 'As homes are listed' });
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page).toHaveURL(/\/portal\/user\/saved$/);
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  expect(await seriousViolations(page), 'the saved searches').toEqual([]);
  const saved = await service.from('saved_searches').select('id, filters, alerts, unsubscribe_token').eq('user_id', seeker.id).single();
  expect(saved.data).toMatchObject({ filters: { city: 'Pune', bhk: '3', min_rent: '77001', max_rent: '77999' }, alerts: 'instant' });

  // The owner's home, with a photo in the project's own storage, is approved and so published.
  const upload = await service.storage.from('property-images').upload(`${ownerId}/alert-${tag}.png`, pngImage(64, 48, [40, 120, 200]), { contentType: 'image/png' });
  expect(upload.error).toBeNull();
  const photo = service.storage.from('property-images').getPublicUrl(`${ownerId}/alert-${tag}.png`).data.publicUrl;
  const title = `Lake view 3 BHK ${tag}`;
  const listing = await service.from('properties')
    .insert({ title, listed_by: ownerId, city: 'Pune', locality: 'Baner', rent: 77500, bedrooms: 3, image_urls: [photo], verified: true })
    .select('id').single();
  expect(listing.error).toBeNull();

  const mail = await smtp.waitFor((message) => message.to.includes(email), 30_000);
  expect(mail.subject).toBe(`New home for “${name}”: ${title}`);
  expect(mail.html).toContain(`src="${photo}"`);
  expect(mail.html).toContain('₹77,500 a month');
  expect(mail.html).toContain(`${product.siteUrl}/property/${listing.data!.id}`);
  const unsubscribe = `${product.siteUrl}/alerts/unsubscribe?token=${saved.data!.unsubscribe_token as string}`;
  expect(mail.header('list-unsubscribe')).toBe(`<${unsubscribe}>`);
  expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  // The worker records the match as emailed only after the SMTP server accepts the message.
  await expect.poll(async () => (await service.from('saved_search_matches').select('status').eq('saved_search_id', saved.data!.id)).data)
    .toEqual([{ status: 'emailed' }]);

  // Renamed and switched to a daily digest in the portal.
  const renamed = `${name} (daily)`;
  const row = page.getByRole('form', { name: `Save changes: ${name}` });
  await row.getByLabel('Name').fill(renamed);
  await row.getByLabel('Email alerts').selectOption({ label: 'Daily digest' });
  await row.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved search updated' })).toBeVisible();
  expect((await service.from('saved_searches').select('name, alerts').eq('id', saved.data!.id).single()).data).toEqual({ name: renamed, alerts: 'daily' });

  // The page behind the link asks first, for anyone holding it, signed in or not.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(unsubscribe);
  await expect(visitorPage.getByText(`Stop the email alerts for “${renamed}”?`)).toBeVisible();
  expect(await seriousViolations(visitorPage), 'the unsubscribe page').toEqual([]);
  await visitorPage.getByRole('button', { name: 'Stop alerts' }).click();
  await expect(visitorPage.getByRole('status').filter({ hasText: `You will get no more alerts for “${renamed}”.` })).toBeVisible();
  await visitor.close();
  expect((await service.from('saved_searches').select('alerts').eq('id', saved.data!.id).single()).data?.alerts).toBe('off');

  // A mail provider's one-click POST (RFC 8058): no session, no Origin of the site.
  await service.from('saved_searches').update({ alerts: 'instant' }).eq('id', saved.data!.id);
  const provider = await playwright.request.newContext();
  const answer = await provider.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  await provider.dispose();
  expect((await service.from('saved_searches').select('alerts').eq('id', saved.data!.id).single()).data?.alerts).toBe('off');

  await page.reload();
  await page.getByRole('button', { name: `Delete: ${renamed}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved search deleted' })).toBeVisible();
  expect((await service.from('saved_searches').select('id').eq('user_id', seeker.id)).data).toEqual([]);
});
