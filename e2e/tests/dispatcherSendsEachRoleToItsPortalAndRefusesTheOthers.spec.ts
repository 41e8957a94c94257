import { portalHome } from '../../core/src/rules/access.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';

const PORTALS = ['/portal/broker', '/portal/landlord', '/portal/manager', '/portal/tenant'] as const;
const OWN: Record<string, string> = {
  admin: '/admin',
  broker: '/portal/broker',
  landlord: '/portal/landlord',
  property_manager: '/portal/manager',
  tenant: '/portal/tenant',
  affiliate: '/portal/user',
  user: '/portal/user',
};

for (const account of DEMO_ACCOUNTS) {
  test(`the dispatcher sends the demo ${account.role} to ${OWN[account.role]} and refuses the portals of other roles`, async ({
    context,
    page,
    product,
    service,
  }) => {
    const user = await signInBrowser(context, product, account);
    // The roles the dispatcher reads are the person's rows in user_roles.
    const rows = await service.from('user_roles').select('role').eq('user_id', user.id);
    expect(rows.error).toBeNull();
    const roles = (rows.data ?? []).map((row) => row.role as string);
    expect(roles).toContain(account.role);
    expect(portalHome(roles)).toBe(OWN[account.role]);

    const dispatched = await context.request.get('/portal', { maxRedirects: 0 });
    expect(dispatched.status()).toBe(302);
    expect(dispatched.headers().location).toBe(OWN[account.role]);
    expect(dispatched.headers()['cache-control']).toContain('no-store');

    for (const portal of PORTALS) {
      const answer = await context.request.get(portal, { maxRedirects: 0 });
      if (portal === OWN[account.role]) expect(answer.status(), portal).not.toBe(302);
      else expect(answer.headers().location, portal).toBe('/portal');
    }
    // Everyone signed in has the user portal.
    await page.goto('/portal/user');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });
}

test('a visitor is sent to sign in, carrying where they were going, and brought back there after signing in', async ({
  page,
  request,
}) => {
  const answer = await request.get('/portal/user/saved?sort=newest', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/auth?next=%2Fportal%2Fuser%2Fsaved%3Fsort%3Dnewest');
  for (const path of ['/portal', '/portal/broker/leads', '/properties/create', '/register/broker', '/user/shortlisted-properties']) {
    const gated = await request.get(path, { maxRedirects: 0 });
    expect(gated.headers().location, path).toBe(`/auth?next=${encodeURIComponent(path)}`);
  }
  await page.goto('/portal/user/my-properties');
  await expect(page).toHaveURL(/\/auth\?next=%2Fportal%2Fuser%2Fmy-properties$/);

  const landlord = DEMO_ACCOUNTS.find((account) => account.role === 'landlord');
  if (!landlord) throw new Error('The seed has no demo landlord');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(landlord.email);
  await signIn.getByLabel('Password').fill(landlord.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/portal\/user\/my-properties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My properties' })).toBeVisible();
});
