// An owner's tenancy from the listing to the receipt: the admin's verification makes them a landlord,
// the invitation reaches the tenant by email (a real SMTP server on the product's ALERT_SMTP_URL),
// the tenant accepts and pays by UPI reference, the landlord confirms, the receipt follows.
import { startTestSmtpServer, type TestSmtpServer } from '@rentals/db/mail/testServer';
import { todayIso } from '@rentals/core/dates';
import { formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { signInNewAdminClient } from '../src/admins.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { islandsHydrated } from '../src/islands.ts';
import { createAccount } from '../src/owners.ts';
import { downloadPdf } from '../src/pdfDownload.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

const UPI_ID = 'meera.iyer@okhdfc';
// A UPI reference as payment apps show it, spaced; it is kept as its twelve digits.
const UTR = '4123 5678 9012';
let smtp: TestSmtpServer | undefined;
test.afterAll(async () => {
  await smtp?.stop();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A control's visible words and, hidden for screen readers, what it acts on (the browser may put a space before the colon).
const named = (visible: string, what: string) => new RegExp(`^${escape(visible)} ?: ${escape(what)}$`);

test('an owner is verified, invites a tenant who pays by UPI reference, the owner confirms and the tenant downloads the receipt', async ({
  page,
  context,
  product,
  service,
}, testInfo) => {
  // Many pages as three people through the real product, on a machine shared with other runs.
  test.setTimeout(360_000);
  const port = Number(new URL(product.alertSmtpUrl).port);
  expect(port, 'the alert SMTP port from the global setup').toBeGreaterThan(0);
  smtp = await startTestSmtpServer({ port });
  const owner = await createAccount(service, 'Meera Iyer');
  const tenant = await createAccount(service, 'Rahul Verma');
  const title = `1 BHK near Hinjewadi Phase 1 (${testInfo.project.name} ${Date.now()})`;

  // The owner lists a home; it waits for verification and gives no role yet.
  await signInBrowser(context, product, owner);
  await page.goto('/properties/create');
  await islandsHydrated(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('Locality').fill('Hinjewadi');
  await page.getByLabel('Monthly rent (₹)').fill('18000');
  await page.getByLabel('Bedrooms').selectOption('1');
  await page.getByRole('button', { name: 'Submit property' }).click();
  await expect(page.getByText('Property submitted. It appears in search once it is verified.')).toBeVisible();
  const listed = await service.from('properties').select('id, listed_by, verified').eq('title', title).single();
  expect(listed.data).toMatchObject({ listed_by: owner.id, verified: false });
  const propertyId = listed.data?.id as string;
  const rolesOf = async (id: string) =>
    ((await service.from('user_roles').select('role').eq('user_id', id)).data ?? []).map((r) => r.role as string).sort();
  expect(await rolesOf(owner.id)).toEqual([]);

  // An admin verifies it through the API: the owner becomes a landlord, audited.
  const admin = await signInNewAdminClient(product);
  expect((await admin.rpc('approve_property', { _property_id: propertyId })).error).toBeNull();
  expect(await rolesOf(owner.id)).toEqual(['landlord']);
  const granted = await service.from('admin_audit_log').select('details').eq('action', 'grant_landlord_role').eq('target_id', owner.id);
  expect(granted.data).toEqual([{ details: { role: 'landlord', reason: 'listing_verified', property_id: propertyId } }]);

  // Signed in again (the new role is in the new session), the landlord adds the UPI ID tenants pay to.
  await context.clearCookies();
  await signInBrowser(context, product, owner);
  await page.goto('/portal/user/settings');
  await page.getByLabel('UPI ID', { exact: true }).fill(UPI_ID.toUpperCase());
  await page.getByRole('button', { name: 'Save UPI ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your UPI ID is saved.' })).toBeVisible();
  const upi = await service.from('landlord_payment_details').select('upi_id').eq('user_id', owner.id).single();
  expect(upi.data).toEqual({ upi_id: UPI_ID });

  // They invite the tenant from the listing with the terms they agreed.
  await page.goto('/portal/landlord/properties');
  await page.getByRole('link', { name: named('Record a tenancy', title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Record a tenancy' })).toBeVisible();
  await islandsHydrated(page);
  expect(await seriousViolations(page), 'the invitation form').toEqual([]);
  await expect(page.getByLabel('Listing')).toHaveValue(propertyId);
  await page.getByLabel('Tenant’s email address').fill(tenant.email);
  await page.getByLabel('Monthly rent (₹)').fill('17500');
  await page.getByLabel('Security deposit (₹)').fill('35000');
  await page.getByLabel('Rent is due on day').fill('1');
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: tenant.email })).toBeVisible();
  const invitation = await service
    .from('tenancy_invitations')
    .select('id, email, monthly_rent, security_deposit, rent_due_day, status, start_date')
    .eq('property_id', propertyId)
    .single();
  expect(invitation.data).toMatchObject({ email: tenant.email, monthly_rent: 17500, security_deposit: 35000, rent_due_day: 1, status: 'pending' });
  expect(invitation.data?.start_date).toBe(todayIso());

  // The invitation arrives by email with the terms and the way to answer with that address.
  const mail = await smtp.waitFor((message) => message.to.includes(tenant.email), 60_000);
  expect(mail.subject).toBe(`Meera Iyer invites you to record your tenancy of ${title}`);
  expect(mail.text).toContain(`Monthly rent: ${formatRupees(17500)}, due on day 1 of each month`);
  const answer = new URL(mail.text.match(/Sign in and answer: (\S+)/)?.[1] ?? '');
  expect(answer.searchParams.get('next')).toBe('/portal/user/tenancy-invitations');
  await expect.poll(async () => (await service.from('tenancy_invitations').select('email_sent_at').eq('id', invitation.data?.id).single()).data?.email_sent_at).not.toBeNull();

  // The tenant, signed in with the address invited, accepts: the lease has the landlord's terms.
  await context.clearCookies();
  await signInBrowser(context, product, tenant);
  await page.goto(answer.searchParams.get('next') as string);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  expect(await seriousViolations(page), 'the invitation as the tenant reads it').toEqual([]);
  await page.getByRole('button', { name: named('Accept the tenancy', title) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your tenancy is recorded.' })).toBeVisible();
  const lease = await service
    .from('leases')
    .select('id, tenant_id, monthly_rent, security_deposit, rent_due_day, start_date')
    .eq('property_id', propertyId)
    .single();
  expect(lease.data).toMatchObject({ tenant_id: tenant.id, monthly_rent: 17500, security_deposit: 35000, rent_due_day: 1, start_date: todayIso() });
  expect(await rolesOf(tenant.id)).toEqual(['tenant']);
  const first = await service
    .from('rent_payments')
    .select('id, month, amount, status')
    .eq('lease_id', lease.data?.id)
    .order('month')
    .limit(1)
    .single();
  const month = formatMonth(first.data?.month as string);

  // The rent is one tap on a phone: a UPI link to the landlord with the amount and the month.
  await expect(page).toHaveURL(/\/portal\/tenant\/payments$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: `${month} rent for ${title}` }) });
  const pay = card.getByRole('link', { name: `Pay ${formatRupees(17500)} by UPI` });
  const link = new URL((await pay.getAttribute('href')) as string);
  expect(link.protocol).toBe('upi:');
  expect(Object.fromEntries(new URLSearchParams(link.search))).toEqual({
    pa: UPI_ID,
    pn: 'Meera Iyer',
    am: '17500.00',
    cu: 'INR',
    tn: `Rent ${month}`,
  });
  expect(await seriousViolations(page), 'the rent to pay').toEqual([]);

  // They paid in their app and mark the month paid with its reference.
  await card.getByText(`I have paid: mark ${month} paid`).click();
  await card.getByLabel('UPI', { exact: true }).check();
  await card.getByLabel('Reference (UTR) or cheque number').fill(UTR);
  await card.getByRole('button', { name: named('Mark paid', month) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked paid.' })).toBeVisible();
  const reported = await service.from('rent_payments').select('status, reference, payment_mode, reported_at').eq('id', first.data?.id).single();
  expect(reported.data).toMatchObject({ status: first.data?.status, reference: UTR.replace(/\s/g, ''), payment_mode: 'upi' });
  expect(reported.data?.reported_at).not.toBeNull();

  // The landlord confirms it; the month is paid.
  await context.clearCookies();
  await signInBrowser(context, product, owner);
  await page.goto('/portal/landlord/payments');
  await expect(page.getByRole('heading', { level: 2, name: 'Rent waiting for your confirmation' })).toBeVisible();
  expect(await seriousViolations(page), 'the rent to confirm').toEqual([]);
  await page.getByRole('button', { name: named('Confirm received', `${month} rent for ${title}`) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Confirmed: the month is paid' })).toBeVisible();
  const confirmed = await service.from('rent_payments').select('status, paid_on, reference').eq('id', first.data?.id).single();
  expect(confirmed.data).toEqual({ status: 'paid', paid_on: todayIso(), reference: UTR.replace(/\s/g, '') });
  const history = await service.from('rent_payment_events').select('action, actor_id').eq('rent_payment_id', first.data?.id).order('created_at');
  expect(history.data).toEqual([
    { action: 'reported', actor_id: tenant.id },
    { action: 'confirmed', actor_id: owner.id },
  ]);

  // The tenant downloads the month's receipt.
  await context.clearCookies();
  await signInBrowser(context, product, tenant);
  await page.goto('/portal/tenant/documents');
  const receipt = await downloadPdf(page, page.getByRole('link', { name: `PDF in English (${month} receipt, ${title})` }));
  expect(receipt.text).toContain('Rent receipt');
  expect(receipt.text).toContain('Rahul Verma');
  expect(receipt.text).toContain('Meera Iyer');
  expect(receipt.text).toContain(formatRupees(17500));
});
