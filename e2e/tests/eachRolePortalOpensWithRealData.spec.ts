import type { Page } from '@playwright/test';
import { rankDisplay } from '@rentals/core/ranks';
import { formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { DEMO_ACCOUNTS, type DemoRole } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

const account = (role: DemoRole) => {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`The seed has no demo ${role}`);
  return found;
};

/**
 * Opens a page: its heading shows, no error notice, nothing wider than the screen; `audit` also runs
 * axe (one page per screen kind, since axe takes seconds on a long table).
 */
async function opens(page: Page, path: string, heading: string, audit = false) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  if (audit) expect(await seriousViolations(page), `${path} accessibility`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} fits the screen`).toBeLessThanOrEqual(0);
}

test.describe('each role’s portal opens with real data', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('broker', async ({ page, context, product, service }) => {
    test.setTimeout(180_000);
    const user = await signInBrowser(context, product, account('broker'));
    const broker = await service.from('brokers').select('id').eq('user_id', user.id).single();
    const volume = await service
      .from('broker_volumes')
      .select('current_rank, qualified_rvl')
      .eq('broker_id', broker.data?.id)
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    await opens(page, '/portal/broker', 'Broker overview', true);
    await expect(
      page.getByText(rankDisplay(volume.data?.current_rank), { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText(formatRupees(volume.data?.qualified_rvl), { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Fast Track Advantage history' })).toBeVisible();
    await opens(page, '/portal/broker/commissions', 'Commissions');
    await expect(page.getByRole('table').first()).toBeVisible();
    await opens(page, '/portal/broker/performance', 'Performance', true);
    await expect(page.getByRole('img', { name: 'Qualified RVL by month' })).toBeVisible();
    await opens(page, '/portal/broker/managed-rentals?tab=track', 'Managed rentals');
    await expect(page.getByRole('table', { name: 'Managed rental applications' })).toBeVisible();
    await opens(page, '/portal/broker/managed-rentals?tab=manage', 'Managed rentals', true);
    await expect(page.getByRole('table', { name: /^RVL ledger of / }).first()).toBeVisible();
    await opens(page, '/portal/broker/leads', 'Leads');
    const listings = await service.from('properties').select('id').eq('listed_by', user.id);
    const ids = (listings.data ?? []).map((row) => row.id as string);
    const visits = await service.from('property_visits').select('id', { count: 'exact', head: true }).in('property_id', ids);
    const applications = await service.from('property_applications').select('id', { count: 'exact', head: true }).in('property_id', ids);
    expect(visits.count ?? 0, 'the demo broker has leads').toBeGreaterThan(0);
    await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row')).toHaveCount((visits.count ?? 0) + (applications.count ?? 0) + 1);
    await opens(page, '/portal/broker/submit-property', 'List a property');
    await expect(page).toHaveURL(/\/portal\/broker\/submit-property$/);
    for (const [path, heading] of [
      ['/portal/broker/documents', 'Documents'],
      ['/portal/broker/settings', 'Broker settings'],
      ['/portal/broker/affiliate', 'Affiliate standing'],
      ['/portal/broker/managed-rental-affiliate', 'Managed rental affiliate'],
    ] as const)
      await opens(page, path, heading);
  });

  test('landlord', async ({ page, context, product, service }) => {
    test.setTimeout(180_000);
    const user = await signInBrowser(context, product, account('landlord'));
    const leases = await service
      .from('leases')
      .select('id, property:properties!inner(listed_by)')
      .eq('property.listed_by', user.id);
    expect(leases.data?.length, 'the demo landlord has tenancies').toBeGreaterThan(0);
    await opens(page, '/portal/landlord', 'Landlord overview');
    // What waits for the landlord comes first; the portal's own navigation is the one way on.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('To do');
    await expect(page.getByRole('main').getByRole('region', { name: 'Your pages' })).toHaveCount(0);
    await opens(page, '/portal/landlord/tenants', 'Tenants', true);
    await expect(
      page.getByRole('table', { name: 'Tenants' }).getByText('Ananya Sharma'),
    ).toBeVisible();
    await opens(page, '/portal/landlord/financials', 'Financials', true);
    await expect(page.getByRole('img', { name: 'Rent collected by month' })).toBeVisible();
    await opens(page, '/portal/landlord/lease', 'Leases', true);
    await expect(page.getByRole('heading', { level: 2, name: /: Ananya Sharma/ }).first()).toBeVisible();
    const rent = await service
      .from('rent_payments')
      .select('id', { count: 'exact', head: true })
      .in('lease_id', (leases.data ?? []).map((lease) => lease.id as string));
    expect(rent.count ?? 0, 'the demo landlord has rent recorded').toBeGreaterThan(0);
    await opens(page, '/portal/landlord/payments', 'Rent payments', true);
    await expect(page.getByRole('table', { name: 'Rent payments' }).getByRole('row')).toHaveCount(
      (rent.count ?? 0) + 1,
    );
    const paid = await service
      .from('rent_payments')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'paid')
      .in('lease_id', (leases.data ?? []).map((lease) => lease.id as string));
    await page
      .getByRole('navigation', { name: 'Show rent payments' })
      .getByRole('link', { name: 'Paid' })
      .click();
    await expect(page).toHaveURL(/\/portal\/landlord\/payments\?status=paid$/);
    await expect(page.getByRole('table', { name: 'Rent payments' }).getByRole('row')).toHaveCount(
      (paid.count ?? 0) + 1,
    );
    await opens(page, '/portal/landlord/managed-rentals?tab=manage', 'Managed rentals');
    await expect(page.getByRole('table', { name: /^RVL ledger of / }).first()).toBeVisible();
    for (const [path, heading] of [
      ['/portal/landlord/properties', 'Properties'],
      ['/portal/landlord/reports', 'Reports'],
      ['/portal/landlord/documents', 'Documents'],
      ['/portal/landlord/maintenance', 'Maintenance'],
    ] as const)
      await opens(page, path, heading);
  });

  test('property manager', async ({ page, context, product }) => {
    test.setTimeout(180_000);
    await signInBrowser(context, product, account('property_manager'));
    await opens(page, '/portal/manager', 'Property manager overview');
    await opens(page, '/portal/manager/tenants', 'Tenants');
    await expect(
      page.getByRole('table', { name: 'Tenants' }).getByText('Ananya Sharma'),
    ).toBeVisible();
    await opens(page, '/property-manager', 'Portfolios', true);
    await expect(
      page.getByRole('table', { name: 'Portfolios' }).getByText('Suresh Reddy'),
    ).toBeVisible();
    for (const [path, heading] of [
      ['/portal/manager/properties', 'Properties'],
      ['/portal/manager/financials', 'Financials'],
      ['/portal/manager/reports', 'Reports'],
      ['/portal/manager/documents', 'Documents'],
      ['/portal/manager/maintenance', 'Maintenance'],
      ['/portal/manager/lease', 'Leases'],
      ['/portal/manager/payments', 'Rent payments'],
      ['/portal/manager/managed-rentals', 'Managed rentals'],
    ] as const)
      await opens(page, path, heading);
  });

  test('tenant', async ({ page, context, product, service }) => {
    test.setTimeout(120_000);
    const user = await signInBrowser(context, product, account('tenant'));
    const rent = await service
      .from('rent_payments')
      .select('id, lease:leases!inner(tenant_id)')
      .eq('lease.tenant_id', user.id);
    await opens(page, '/portal/tenant', 'Tenant overview', true);
    // The home first: the lease, the rent to pay and the latest receipt; applications and visits after.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Your home',
      'Rent to pay',
      'Latest rent receipt',
      'Applications',
      'Visits',
    ]);
    const paid = await service
      .from('rent_payments')
      .select('month, amount, lease:leases!inner(tenant_id)')
      .eq('lease.tenant_id', user.id)
      .eq('status', 'paid')
      .order('month', { ascending: false })
      .limit(1)
      .single();
    expect(paid.error).toBeNull();
    await expect(
      page.getByRole('region', { name: 'Latest rent receipt' }).getByText(
        `Rent for ${formatMonth(paid.data?.month as string)}: ${formatRupees(paid.data?.amount as number)}`,
      ),
    ).toBeVisible();
    await opens(page, '/portal/tenant/lease', 'Your lease', true);
    await expect(page.getByText('Suresh Reddy', { exact: false }).first()).toBeVisible();
    await opens(page, '/portal/tenant/payments', 'Rent payments', true);
    await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(
      (rent.data?.length ?? 0) + 1,
    );
    await opens(page, '/portal/tenant/maintenance', 'Maintenance requests');
    await opens(page, '/portal/tenant/documents', 'Documents');
  });
});
