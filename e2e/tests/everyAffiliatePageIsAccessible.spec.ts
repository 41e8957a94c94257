import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { expectPortalPage } from '../src/portalPageChecks.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

// Every affiliate screen (spec 2.1) seen by the demo affiliate, who has commissions, shadow power,
// monthly runs and (in the browser tests) a team of 10,000 to show.
const PAGES = [
  '/portal/affiliate/overview', '/portal/affiliate/dashboard', '/portal/affiliate/commissions', '/portal/affiliate/team',
  '/portal/affiliate/calculator', '/portal/affiliate/reports', '/portal/affiliate/reports/commissions', '/register/affiliate',
  '/affiliate/register',
];

const affiliate = DEMO_ACCOUNTS.find((account) => account.role === 'affiliate');

// One signed-in page walks them all, a step a page (see everyUserPortalPageIsAccessible.spec.ts).
test('every affiliate page has a title, one h1, the portal navigation and no serious or critical accessibility violations', async ({
  page,
  context,
  product,
  service,
  isMobile,
}) => {
  // The demo affiliate's network is 10,000 strong in the browser tests.
  test.setTimeout(PAGES.length * 60_000);
  if (!affiliate) throw new Error('The seed has no demo affiliate');
  const me = await signInBrowser(context, product, affiliate);
  // The screens show the affiliate's own rows: there are some to show.
  const commissions = await service.from('managed_rental_commissions').select('id', { count: 'exact', head: true }).eq('beneficiary_user_id', me.id);
  expect(commissions.count ?? 0).toBeGreaterThan(0);
  for (const path of PAGES) await test.step(path, () => expectPortalPage(page, path, isMobile));
});

test('the programme rules are public, show the rank table and have no serious or critical accessibility violations', async ({ page }) => {
  const response = await page.goto('/affiliate/rules');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Programme rules' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Chairman/ })).toContainText('35%');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the commissions report downloads as CSV with the affiliate’s own rows', async ({ page, context, product, service }) => {
  if (!affiliate) throw new Error('The seed has no demo affiliate');
  const me = await signInBrowser(context, product, affiliate);
  const rows = await service.from('managed_rental_commissions').select('id', { count: 'exact', head: true }).eq('beneficiary_user_id', me.id);
  await page.goto('/portal/affiliate/reports/commissions');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('commissions.csv');
  const text = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('month_year,level,commission_type,percentage,amount,status,paid_at,source_payment_id');
  expect(lines).toHaveLength((rows.count ?? 0) + 1);
});
