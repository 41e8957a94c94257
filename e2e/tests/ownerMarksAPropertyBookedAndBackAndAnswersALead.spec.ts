import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';

const landlord = DEMO_ACCOUNTS.find((account) => account.role === 'landlord');
const tenant = DEMO_ACCOUNTS.find((account) => account.role === 'tenant');

test('an owner marks a property booked and back, and accepts an application with a reply', async ({ page, context, product, service }, testInfo) => {
  // Several pages through the real product, on a machine shared with other runs.
  test.slow();
  if (!landlord || !tenant) throw new Error('The seed has no demo landlord or tenant');
  const owner = await signInBrowser(context, product, landlord);
  const applicant = await service.from('profiles').select('user_id').eq('email', tenant.email).single();
  const title = `3 BHK near Aundh ITI Road (${testInfo.project.name} ${Date.now()})`;
  const created = await service
    .from('properties')
    .insert({ title, listed_by: owner.id, city: 'Pune', locality: 'Aundh', rent: 45000, bedrooms: 3, verified: true, created_at: '2020-01-01T00:00:00Z' })
    .select('id')
    .single();
  expect(created.error).toBeNull();
  const id = created.data?.id as string;
  const lead = await service
    .from('property_applications')
    .insert({ property_id: id, user_id: applicant.data?.user_id, move_in_date: '2026-12-20', notes: 'Working at Hinjewadi, family of four' })
    .select('id')
    .single();
  expect(lead.error).toBeNull();

  await page.goto('/portal/user/my-properties');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Mark Booked: ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status Updated - Property marked as booked' })).toBeVisible();
  await expect(card.getByText('Booked', { exact: true })).toBeVisible();
  expect((await service.from('properties').select('availability').eq('id', id).single()).data?.availability).toBe('booked');

  await card.getByRole('button', { name: `Mark Available: ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status Updated - Property marked as available' })).toBeVisible();
  expect((await service.from('properties').select('availability').eq('id', id).single()).data?.availability).toBe('available');

  await card.getByText('Leads (1)').click();
  await expect(card.getByText('Working at Hinjewadi, family of four')).toBeVisible();
  await card.getByLabel('Reply (optional)').fill('Welcome! Call me to collect the keys.');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lead accepted' })).toBeVisible();
  const answered = await service.from('property_applications').select('status, owner_reply, responded_at').eq('id', lead.data?.id).single();
  expect(answered.data?.status).toBe('approved');
  expect(answered.data?.owner_reply).toBe('Welcome! Call me to collect the keys.');
  expect(answered.data?.responded_at).not.toBeNull();
});
