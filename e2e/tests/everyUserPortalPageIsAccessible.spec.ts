import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { expectPortalPage } from '../src/portalPageChecks.ts';

// Every page of the user portal (spec 2.1) with its aliases, seen by the demo landlord, who has
// listings, leads and managed rentals to show.
const PAGES = [
  '/portal/user', '/portal/user/saved', '/portal/user/shortlisted', '/portal/user/recently-viewed', '/portal/user/viewed',
  '/portal/user/recent-searches', '/portal/user/my-properties', '/portal/user/manage-properties', '/portal/user/submit-property',
  '/properties/create', '/portal/user/submit-managed-rental', '/portal/user/managed-rentals', '/portal/user/track-applications',
  '/portal/user/application-history', '/portal/user/profile', '/portal/user/settings', '/portal/user/become-broker',
  '/user/recently-viewed-properties', '/user/shortlisted-properties',
];

const landlord = DEMO_ACCOUNTS.find((account) => account.role === 'landlord');

// One signed-in page walks them all, as the person's browser would: a fresh browser for each page
// spent as long again on signing in and its cold cache as on the checks (68 -> 35 s).
test('every user portal page has a title, one h1, the portal navigation and no serious or critical accessibility violations', async ({
  page,
  context,
  product,
  service,
  isMobile,
}) => {
  test.setTimeout(PAGES.length * 30_000);
  if (!landlord) throw new Error('The seed has no demo landlord');
  const owner = await signInBrowser(context, product, landlord);
  // The screens show the owner's own rows: there are some to show.
  const listings = await service.from('properties').select('id', { count: 'exact', head: true }).eq('listed_by', owner.id);
  expect(listings.count ?? 0).toBeGreaterThan(0);
  for (const path of PAGES) await test.step(path, () => expectPortalPage(page, path, isMobile));
});
