// An owner records a tenancy by the tenant's mobile number: the invitation is texted to it (with no
// SMS provider set, into the development mailbox), the tenant follows its link, signs in with that
// number and the code texted to it, and accepts; the lease is theirs, with the owner's terms.
import { todayIso } from '@rentals/core/dates';
import { formatRupees } from '@rentals/core/money';
import type { Page } from '@playwright/test';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { islandsHydrated } from '../src/islands.ts';
import { createAccount, createVerifiedListing } from '../src/owners.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (visible: string, what: string) => new RegExp(`^${escape(visible)} ?: ${escape(what)}$`);

test('an owner invites a tenant by mobile number; the tenant signs in by it with the texted code and accepts', async ({
  page,
  context,
  product,
  service,
}, testInfo) => {
  // Two people, two texts through the mailbox, on a machine shared with other runs.
  test.setTimeout(240_000);
  const owner = await createAccount(service, 'Anita Kulkarni', ['landlord']);
  const title = `1 BHK in Wakad (${testInfo.project.name} ${Date.now()})`;
  const listing = await createVerifiedListing(service, owner.id, title);
  // A fresh Indian mobile each run: 8 and nine digits from the clock.
  const digits = `8${String(Date.now()).slice(-9)}`;
  // As India writes it ('+91 87654 32109', the spaces no-break ones).
  const written = new RegExp(`\\+91\\s${digits.slice(0, 5)}\\s${digits.slice(5)}`);
  const texts = async (mailbox: Page) => {
    const url = new URL(product.mailboxUrl);
    url.searchParams.set('to', `+91${digits}`);
    await mailbox.goto(url.toString());
    return mailbox.getByRole('article').filter({ hasText: `Text message to +91${digits}` }).locator('pre');
  };

  // The owner names the tenant by mobile number alone, with the terms they agreed.
  await signInBrowser(context, product, owner);
  await page.goto(`/portal/landlord/record-tenancy?property=${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Record a tenancy' })).toBeVisible();
  await islandsHydrated(page);
  await page.getByLabel('Tenant’s mobile number').fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
  await page.getByLabel('Monthly rent (₹)').fill('21000');
  await page.getByLabel('Security deposit (₹)').fill('42000');
  await page.getByLabel('Rent is due on day').fill('5');
  expect(await seriousViolations(page), 'the invitation form with a mobile number').toEqual([]);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: written })).toBeVisible();
  // The tenant's cell (its column's name before it at phone width), not the Cancel button's.
  const tenantCell = new RegExp(`^(Tenant\\s)?${written.source}$`);
  await expect(page.getByRole('table', { name: 'Your invitations' }).getByRole('cell', { name: tenantCell })).toBeVisible();
  const invitation = await service.from('tenancy_invitations').select('id, email, phone, monthly_rent, status').eq('property_id', listing.id).single();
  expect(invitation.data).toMatchObject({ email: null, phone: `91${digits}`, monthly_rent: 21000, status: 'pending' });

  // The alert worker texts it once; the text has the terms and the link to sign in by that number.
  await expect
    .poll(async () => (await service.from('tenancy_invitations').select('text_sent_at').eq('id', invitation.data?.id).single()).data?.text_sent_at, {
      timeout: 60_000,
    })
    .not.toBeNull();
  const mailbox = await context.newPage();
  const invited = await texts(mailbox);
  await expect(invited).toHaveCount(1);
  const words = await invited.innerText();
  expect(words).toContain(`Anita Kulkarni recorded you as the tenant of ${title} on Rentals: rent ${formatRupees(21000)} a month`);
  const link = new URL(/(https?:\/\/\S+)$/.exec(words.trim())?.[1] ?? '');
  expect(Object.fromEntries(link.searchParams)).toEqual({ mode: 'phone', next: '/portal/user/tenancy-invitations' });

  // The tenant follows the link and signs in with the number and the code texted to it.
  await context.clearCookies();
  await page.goto(`${link.pathname}${link.search}`);
  const form = page.getByRole('form', { name: 'Sign in with your mobile' });
  await form.getByLabel('Mobile number').fill(digits);
  await form.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter the code');
  const codeText = (await texts(mailbox)).filter({ hasText: 'is your Rentals.in code' }).first();
  const code = /\b(\d{6})\b/.exec(await codeText.innerText())?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await mailbox.close();
  await page.getByRole('form', { name: 'Enter the code' }).getByLabel('Code from the text message').fill(code!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();

  // The invitation waits for them there; they accept it.
  await expect(page).toHaveURL(/\/portal\/user\/tenancy-invitations$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  expect(await seriousViolations(page), 'the invitation as the tenant signed in by phone reads it').toEqual([]);
  await page.getByRole('button', { name: named('Accept the tenancy', title) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your tenancy is recorded.' })).toBeVisible();

  const profile = await service.from('profiles').select('user_id').eq('phone', `+91${digits}`).eq('phone_verified', true).single();
  const tenantId = profile.data?.user_id as string;
  const lease = await service.from('leases').select('tenant_id, monthly_rent, security_deposit, rent_due_day, start_date').eq('property_id', listing.id).single();
  expect(lease.data).toEqual({ tenant_id: tenantId, monthly_rent: 21000, security_deposit: 42000, rent_due_day: 5, start_date: todayIso() });
  const answered = await service.from('tenancy_invitations').select('status, responded_by').eq('id', invitation.data?.id).single();
  expect(answered.data).toEqual({ status: 'accepted', responded_by: tenantId });
});
