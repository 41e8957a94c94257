import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInNewAdminClient } from '../src/admins.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';

const plainUser = DEMO_ACCOUNTS.find((account) => account.role === 'user');

test('a user submits a managed rental application that an admin then reads', async ({ page, context, product, service }, testInfo) => {
  // Several pages through the real product, on a machine shared with other runs.
  test.slow();
  if (!plainUser) throw new Error('The seed has no demo user');
  const user = await signInBrowser(context, product, plainUser);
  const address = `Flat 4B, Sai Residency, Paud Road (${testInfo.project.name} ${Date.now()})`;
  const locality = `Kothrud ${testInfo.project.name} ${Date.now()}`;

  const applications = async () => {
    const { count, error } = await service.from('managed_rental_applications').select('id', { count: 'exact', head: true }).eq('landlord_id', user.id);
    expect(error).toBeNull();
    return count;
  };
  const before = await applications();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/portal/user/submit-managed-rental')) posts.push(request.url());
  });

  await page.goto('/portal/user/submit-managed-rental');
  // Sent empty, the form is checked in the browser: it says what is missing beside the field, focuses
  // it, keeps what was chosen and posts nothing.
  await page.getByRole('checkbox', { name: 'Power Backup' }).check();
  await page.getByRole('textbox', { name: 'Monthly rent (₹)', exact: true }).fill('-5');
  await page.getByRole('button', { name: 'Submit application' }).click();
  const city = page.getByRole('combobox', { name: 'City', exact: true });
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(city).toBeFocused();
  await expect(city).toHaveAccessibleDescription(/Please fill in all required fields/);
  await expect(page.getByRole('textbox', { name: 'Monthly rent (₹)', exact: true })).toHaveAccessibleDescription('Monthly rent must be greater than 0');
  await expect(page.getByRole('checkbox', { name: 'Power Backup' })).toBeChecked();
  expect(posts, 'nothing is posted while the form is invalid').toEqual([]);
  expect(await applications(), 'nothing is saved until the form is corrected').toBe(before);

  // City and locality come from the catalogue; a missing locality is proposed from the form.
  await page.getByRole('combobox', { name: 'City', exact: true }).fill('pu');
  await page.getByRole('option', { name: 'Pune', exact: true }).click();
  await page.getByRole('combobox', { name: 'Locality', exact: true }).fill(locality);
  await page.getByRole('button', { name: `Propose “${locality}” as a new locality` }).click();
  await expect(page.getByText(`“${locality}” is proposed: your application can use it now`)).toBeVisible();
  await page.getByLabel('Address').fill(address);
  await page.getByRole('combobox', { name: 'Property type', exact: true }).selectOption('Independent House');
  await page.getByLabel('Furnishing').selectOption('Semi Furnished');
  await page.getByLabel('Bedrooms').selectOption('5+');
  await page.getByRole('textbox', { name: 'Monthly rent (₹)', exact: true }).fill('55000');
  await page.getByRole('checkbox', { name: 'Garden' }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(/\/portal\/user\/track-applications$/);
  await expect(page.getByRole('status').filter({ hasText: 'Application submitted. Our team will review it.' })).toBeVisible();
  const managed = page.getByRole('region', { name: 'Managed rental applications' });
  await expect(managed.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(managed.getByText(/₹55,000\/month/).first()).toBeVisible();

  const stored = await service
    .from('managed_rental_applications')
    .select('id, status, landlord_id, property_location, locality, property_type, bedrooms, monthly_rent, amenities, furnishing')
    .eq('property_address', address)
    .single();
  expect(stored.error).toBeNull();
  expect(stored.data).toMatchObject({
    status: 'submitted',
    landlord_id: user.id,
    property_location: 'Pune',
    locality,
    property_type: 'Independent House',
    bedrooms: 5,
    furnishing: 'Semi Furnished',
    amenities: ['Power Backup', 'Garden'],
  });
  expect(Number(stored.data?.monthly_rent)).toBe(55000);
  const proposal = await service.from('localities').select('status, proposed_by').eq('name', locality).single();
  expect(proposal.data, 'the locality waits for review as the user\'s proposal').toEqual({ status: 'proposed', proposed_by: user.id });

  // The admin reads it among the applications waiting for review.
  const admin = await signInNewAdminClient(product);
  const pending = await admin
    .from('managed_rental_applications')
    .select('id, property_address, status')
    .in('status', ['submitted', 'under_review'])
    .eq('id', stored.data?.id);
  expect(pending.error).toBeNull();
  expect(pending.data).toEqual([{ id: stored.data?.id, property_address: address, status: 'submitted' }]);
});
