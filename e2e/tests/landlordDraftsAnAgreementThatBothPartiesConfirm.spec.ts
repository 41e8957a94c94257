import { formatDate } from '@rentals/core/format';
import { todayIso } from '@rentals/core/dates';
import { agreementTerm } from '@rentals/core/validation/rentalAgreement';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { downloadPdf, squeeze } from '../src/pdfDownload.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

const tenant = DEMO_ACCOUNTS.find((account) => account.role === 'tenant');
const landlord = DEMO_ACCOUNTS.find((account) => account.role === 'landlord');

test('a landlord drafts the leave-and-licence agreement from today, both parties confirm it so it is no longer a draft, and a changed term clears the confirmations', async ({
  page,
  context,
  product,
  service,
}) => {
  test.setTimeout(150_000);
  if (!tenant || !landlord) throw new Error('The seed has no demo tenant or landlord');

  const landlordUser = await signInBrowser(context, product, landlord);
  const { data: tenantProfile } = await service.from('profiles').select('user_id').eq('email', tenant.email).single();
  const { data: lease } = await service
    .from('leases')
    .select('id, start_date, property:properties(title, city)')
    .eq('tenant_id', tenantProfile?.user_id)
    .order('start_date', { ascending: false })
    .limit(1)
    .single();
  const property = lease?.property as unknown as { title: string; city: string };
  // A property names its city by catalogue id or by name.
  const { data: cities } = await service.from('cities').select('id, name, state');
  const city = cities?.find((c) => c.id === property.city || c.name.toLowerCase() === property.city.toLowerCase());
  // Each run drafts afresh.
  await service.from('rental_agreements').delete().eq('lease_id', lease?.id);

  // The demo lease began months ago: the draft covers eleven months from today, as the form says.
  const term = agreementTerm(lease?.start_date as string, todayIso());
  expect(term.start_date).toBe(todayIso());

  await page.goto('/portal/landlord/documents');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Agreement for ${property.title}` }) });
  await expect(card).toContainText('No agreement has been drafted for this lease yet.');
  await expect(card).toContainText(`A new draft covers ${formatDate(term.start_date)} to ${formatDate(term.end_date)}`);
  await card.getByLabel('Lock-in (months)').fill('6');
  await card.getByLabel('Maintenance per month (₹)').fill('2500');
  await card.getByLabel('No smoking inside the premises').check();
  await card.getByLabel('The licensee completes police verification before moving in').check();
  await card.getByRole('button', { name: 'Draft the agreement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The agreement is drafted.' })).toBeVisible();
  await expect(card).toContainText('Version 1');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: /^I have read this version and confirm it/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your confirmation is recorded.' })).toBeVisible();
  await expect(card).toContainText(`Confirmed by ${landlord.full_name}`);

  await context.clearCookies();
  const tenantUser = await signInBrowser(context, product, tenant);
  await page.goto('/portal/tenant/documents');
  const tenantCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Agreement for ${property.title}` }) });
  await expect(tenantCard).toContainText('Awaiting confirmation by the tenant (licensee)');
  await tenantCard.getByRole('button', { name: /^I have read this version and confirm it/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your confirmation is recorded.' })).toBeVisible();
  await expect(tenantCard).toContainText(`Confirmed by ${tenant.full_name}`);
  // Both have confirmed: it is no longer a draft.
  await expect(tenantCard).toContainText(`Version 1, confirmed by both parties on ${formatDate(todayIso())}`);

  const english = await downloadPdf(page, tenantCard.getByRole('link', { name: /^PDF in English \(Agreement for/ }));
  expect(english.filename).toBe('leave-and-licence-v1-en.pdf');
  expect(english.bytes).toBeLessThan(200 * 1024);
  for (const expected of [
    'Leave and licence agreement',
    `Licensor (owner): ${landlord.full_name}`,
    `Licensee: ${tenant.full_name}`,
    'Lock-in: 6 months',
    'Maintenance: ₹2,500 a month, paid by the licensee.',
    `laws in force in the State of ${city?.state}`,
    'No smoking inside the premises',
    `Licensor: confirmed by ${landlord.full_name}`,
    `Licensee: confirmed by ${tenant.full_name}`,
    `Version 1, confirmed by both parties on ${formatDate(todayIso())}`,
    `from ${formatDate(term.start_date)} to ${formatDate(term.end_date)}`,
  ]) {
    expect(english.text).toContain(expected);
  }
  expect(english.text).not.toMatch(/draft/i);
  const hindi = await downloadPdf(page, tenantCard.getByRole('link', { name: /^PDF in Hindi \(Agreement for/ }));
  expect(hindi.bytes, 'with its Devanagari font subset').toBeLessThan(200 * 1024);
  expect(squeeze(hindi.text)).toContain(squeeze('लीव एंड'));
  expect(hindi.text).toContain(tenant.full_name);

  const { data: agreed } = await service
    .from('rental_agreements')
    .select('id, version, start_date, end_date, lock_in_months, clauses, landlord_confirmed_by, tenant_confirmed_by')
    .eq('lease_id', lease?.id)
    .single();
  expect(agreed).toMatchObject({
    version: 1,
    ...term,
    lock_in_months: 6,
    clauses: ['no_smoking', 'police_verification'],
    landlord_confirmed_by: landlordUser.id,
    tenant_confirmed_by: tenantUser.id,
  });

  await context.clearCookies();
  await signInBrowser(context, product, landlord);
  await page.goto('/portal/landlord/documents');
  await card.getByText('Save the terms', { exact: true }).first().click();
  await card.getByLabel('Lock-in (months)').fill('3');
  await card.getByRole('button', { name: 'Save the terms' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The agreement is drafted.' })).toBeVisible();
  await expect(card).toContainText('Version 2');
  await expect(card).toContainText('Awaiting confirmation by the landlord (licensor)');
  const { data: changed } = await service
    .from('rental_agreements')
    .select('version, lock_in_months, landlord_confirmed_by, tenant_confirmed_by')
    .eq('lease_id', lease?.id)
    .single();
  expect(changed).toEqual({ version: 2, lock_in_months: 3, landlord_confirmed_by: null, tenant_confirmed_by: null });
  const { data: history } = await service
    .from('rental_agreement_events')
    .select('action, version')
    .eq('agreement_id', agreed?.id)
    .order('created_at');
  expect(history).toEqual([
    { action: 'drafted', version: 1 },
    { action: 'confirmed_by_landlord', version: 1 },
    { action: 'confirmed_by_tenant', version: 1 },
    { action: 'redrafted', version: 2 },
  ]);
});
