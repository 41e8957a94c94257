import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { islandsHydrated } from '../src/islands.ts';

const affiliate = DEMO_ACCOUNTS.find((account) => account.role === 'affiliate');

test('the team page of a member with 10,000 descendants opens, opens a wide level and searches', async ({ page, context, product, service }) => {
  test.slow();
  if (!affiliate) throw new Error('The seed has no demo affiliate');
  // The browser tests seed 10,000 affiliates below the demo affiliate (db/seed/team.ts).
  const team = await service.from('affiliate_profiles').select('affiliate_id', { count: 'exact', head: true }).like('email', 'team.%@users.demo.rentals.in');
  expect(team.count).toBe(10_000);
  const tenth = await service.from('affiliate_profiles').select('affiliate_id, full_name').eq('email', 'team.1549@users.demo.rentals.in').single();
  expect(tenth.error).toBeNull();
  const me = await service.from('affiliate_profiles').select('affiliate_id').eq('email', affiliate.email).single();
  const direct = await service.from('affiliate_registrations').select('affiliate_id', { count: 'exact', head: true }).eq('sponsor_id', me.data?.affiliate_id);
  const level1 = direct.count as number;
  expect(level1).toBeGreaterThanOrEqual(40);
  await signInBrowser(context, product, affiliate);

  await page.goto('/portal/affiliate/team');
  const list = page.getByRole('list', { name: 'Team members' });
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(level1));
  await islandsHydrated(page);
  // The member with 1,500 recruits opens a page of 500; only the rows in view are in the page.
  await page.getByRole('button', { name: /^Show the 1500 recruits of / }).click();
  await expect(page.getByRole('button', { name: /^Hide the recruits of / })).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(level1 + 500 + 1));
  expect(await list.getByRole('listitem').count()).toBeLessThan(60);
  // Scrolled to the end of the opened member's recruits, the next page is offered and loads.
  await list.evaluate((element) => {
    const opened = element.querySelector('[aria-expanded="true"]')?.closest('[role="listitem"]');
    if (!(opened instanceof HTMLElement)) throw new Error('No opened member');
    element.scrollTo({ top: opened.offsetTop + 501 * opened.offsetHeight - element.clientHeight / 2 });
  });
  await list.getByRole('button', { name: 'Show more' }).click();
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(level1 + 1000 + 1));
  expect(await list.getByRole('listitem').count()).toBeLessThan(60);

  // A search reaches ten levels down.
  await page.getByLabel('Search your team').fill(tenth.data?.affiliate_id as string);
  await expect(page.getByRole('status').filter({ hasText: '1 members found' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(`${tenth.data?.full_name} ${tenth.data?.affiliate_id}`);
  await expect(list.getByRole('listitem')).toContainText('Level 10');
});

test('the calculator of a member with 10,000 descendants starts from all of them', async ({ page, context, product, service }) => {
  test.slow();
  if (!affiliate) throw new Error('The seed has no demo affiliate');
  const me = await service.from('affiliate_profiles').select('affiliate_id').eq('email', affiliate.email).single();
  // Everyone below the member, counted from the sponsor tree itself (read 1,000 rows at a time).
  const sponsorOf = new Map<string, string | null>();
  for (let from = 0; ; from += 1000) {
    const { data, error } = await service.from('affiliate_registrations').select('affiliate_id, sponsor_id').order('affiliate_id').range(from, from + 999);
    if (error) throw error;
    for (const row of data) sponsorOf.set(row.affiliate_id as string, row.sponsor_id as string | null);
    if (data.length < 1000) break;
  }
  const below = (code: string): boolean => {
    for (let at = sponsorOf.get(code); at; at = sponsorOf.get(at)) if (at === me.data?.affiliate_id) return true;
    return false;
  };
  const descendants = [...sponsorOf.keys()].filter(below).length;
  expect(descendants).toBeGreaterThanOrEqual(10_000);
  await signInBrowser(context, product, affiliate);

  await page.goto('/portal/affiliate/calculator');
  await expect(page.getByRole('heading', { name: `Your network (${descendants})` })).toBeVisible();
  await islandsHydrated(page);
  await page.getByLabel('Find a member').fill('AFF');
  await expect(page.getByRole('list', { name: 'Your network' }).getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(descendants));
});
