import { signInBrowser } from '../src/browserSession.ts';
import { createPerson, joinProgramme } from '../src/affiliates.ts';
import { expect, test } from '../src/fixtures.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

test('an affiliate joins through a sponsor’s invitation link and the sponsor sees them in the team tree', async ({ page, context, product, service }, testInfo) => {
  const tag = testInfo.project.name;
  const sponsor = await createPerson(service, 'Suresh Pillai', tag);
  const sponsorCode = await joinProgramme(product, sponsor, null);
  const newcomer = await createPerson(service, 'Meera Joshi', tag);
  await signInBrowser(context, product, newcomer);

  // The invitation link carries the sponsor to the registration page, which names them.
  await page.goto(`/affiliate/invite-only?ref=${sponsorCode.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/affiliate/register\\?ref=${sponsorCode}$`));
  await expect(page.getByLabel('Sponsor affiliate ID (optional)')).toHaveValue(sponsorCode);
  await expect(page.getByRole('status').filter({ hasText: 'Sponsor: Suresh P.' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Joshi');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Phone').fill('+91 98200 11223');
  await page.getByRole('button', { name: 'Join the programme' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate dashboard' })).toBeVisible();
  const joined = await service.from('affiliate_profiles').select('affiliate_id, status, phone').eq('user_id', newcomer.id).single();
  expect(joined.error).toBeNull();
  await expect(page.getByText(`Welcome to the affiliate programme. Your affiliate ID is ${joined.data?.affiliate_id}.`)).toBeVisible();
  expect(joined.data).toMatchObject({ status: 'active', phone: '+91 98200 11223' });
  const registration = await service.from('affiliate_registrations').select('sponsor_id').eq('user_id', newcomer.id).single();
  expect(registration.data?.sponsor_id).toBe(sponsorCode);
  const role = await service.from('user_roles').select('role').eq('user_id', newcomer.id).eq('role', 'affiliate');
  expect(role.data).toHaveLength(1);
  // The newcomer's own invitation link carries their own code.
  await expect(page.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(new RegExp(`/affiliate/invite-only\\?ref=${joined.data?.affiliate_id}$`));

  // The sponsor finds the newcomer in their team.
  await context.clearCookies();
  await signInBrowser(context, product, sponsor);
  await page.goto('/portal/affiliate/team');
  const team = page.getByRole('list', { name: 'Team members' });
  await expect(team.getByRole('listitem').filter({ hasText: 'Meera Joshi' })).toContainText(`${joined.data?.affiliate_id}`);
  await expect(team.getByRole('listitem').filter({ hasText: 'Meera Joshi' })).toContainText('Level 1');
});
