import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

const tenant = DEMO_ACCOUNTS.find((account) => account.role === 'tenant');
const landlord = DEMO_ACCOUNTS.find((account) => account.role === 'landlord');
const manager = DEMO_ACCOUNTS.find((account) => account.role === 'property_manager');

test('a tenant raises a maintenance request that the landlord sees, hands to their manager, takes back and closes', async ({
  page,
  context,
  product,
  service,
}, testInfo) => {
  test.setTimeout(120_000);
  if (!tenant || !landlord || !manager) throw new Error('The seed has no demo tenant, landlord or manager');
  const title = `Bathroom exhaust fan not working (${testInfo.project.name} ${Date.now()})`;

  const tenantUser = await signInBrowser(context, product, tenant);
  await page.goto('/portal/tenant/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance requests' })).toBeVisible();
  await page.getByLabel('What needs fixing?').fill(title);
  await page.getByLabel('Details (optional)').fill('The fan hums but the blades do not turn.');
  await page.getByRole('button', { name: 'Raise request' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Maintenance request raised' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: new RegExp(title.replace(/[()]/g, '\\$&')) }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const raised = await service
    .from('maintenance_requests')
    .select('id, status, raised_by, property_id')
    .eq('title', title)
    .single();
  expect(raised.data).toMatchObject({ status: 'open', raised_by: tenantUser.id });
  const owner = await service
    .from('properties')
    .select('listed_by')
    .eq('id', raised.data?.property_id)
    .single();

  await context.clearCookies();
  const landlordUser = await signInBrowser(context, product, landlord);
  expect(owner.data?.listed_by, 'the request is on the landlord’s property').toBe(landlordUser.id);
  await page.goto('/portal/landlord/maintenance');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('raised by Ananya Sharma');
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  const managerProfile = await service
    .from('profiles')
    .select('user_id, full_name')
    .eq('email', manager.email)
    .single();
  const managerName = managerProfile.data?.full_name as string;
  await card.getByRole('button', { name: new RegExp(`^Assign to ${managerName}`) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request assigned' })).toBeVisible();
  await expect(card).toContainText(`Assigned to ${managerName}`);
  const handedOn = await service
    .from('maintenance_requests')
    .select('status, assigned_to')
    .eq('id', raised.data?.id)
    .single();
  expect(handedOn.data).toEqual({ status: 'in_progress', assigned_to: managerProfile.data?.user_id });
  await card.getByRole('button', { name: /^Assign to me/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Request assigned to you' }),
  ).toBeVisible();
  await expect(card).toContainText('Assigned to you');

  await card.getByLabel('How was it resolved?').fill('Replaced the fan motor.');
  await card.getByRole('button', { name: /^Close request/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request closed' })).toBeVisible();
  await expect(card).toContainText('Resolved: Replaced the fan motor.');
  await expect(card.getByRole('button')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const closed = await service
    .from('maintenance_requests')
    .select('status, assigned_to, resolution, closed_at')
    .eq('id', raised.data?.id)
    .single();
  expect(closed.data).toMatchObject({
    status: 'closed',
    assigned_to: landlordUser.id,
    resolution: 'Replaced the fan motor.',
  });
  expect(closed.data?.closed_at).toBeTruthy();
  const events = await service
    .from('maintenance_request_events')
    .select('action, actor_id, assigned_to')
    .eq('request_id', raised.data?.id)
    .order('created_at');
  expect(events.data).toEqual([
    { action: 'raised', actor_id: tenantUser.id, assigned_to: null },
    { action: 'assigned', actor_id: landlordUser.id, assigned_to: managerProfile.data?.user_id },
    { action: 'assigned', actor_id: landlordUser.id, assigned_to: landlordUser.id },
    { action: 'closed', actor_id: landlordUser.id, assigned_to: null },
  ]);
});
