import { todayIso } from '@rentals/core/dates';
import { formatMonth } from '@rentals/core/format';
import { rvlTrackingMonths } from '@rentals/core/rules/rvl';
import { expect, SCREEN, test } from '../src/adminSession.ts';
import { auditCount, createLeasedManagedProperty, unique } from '../src/reviewFixtures.ts';

test('an admin finds two managed properties in RVL Tracking, marks last month paid for both at once after confirming, and the database has both', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // the console's first load, then database reads
  const run = unique();
  const [, last, twoAgo] = rvlTrackingMonths(todayIso()) as [string, string, string];
  const leaseStart = `${twoAgo.slice(0, 8)}10`;
  const ids = [
    await createLeasedManagedProperty(service, `Aundh Towers A ${run}`, leaseStart),
    await createLeasedManagedProperty(service, `Aundh Towers B ${run}`, leaseStart),
  ];

  // RVL Tracking has an address of its own, and the search goes in it.
  await page.goto(`/admin/managed-rentals/rvl?${new URLSearchParams({ filter: JSON.stringify({ q: run }) })}`);
  await expect(page.getByRole('tab', { name: /^RVL Tracking/ })).toHaveAttribute('aria-selected', 'true', SCREEN);
  await expect(page.getByRole('row').filter({ hasText: run })).toHaveCount(2);

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Mark a month paid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark RVL paid for 2 properties?' });
  await dialog.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option', { name: formatMonth(last) }).click();
  await dialog.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(page.getByText('RVL marked paid for 2 properties')).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: run });
  await expect(rows.getByRole('button', { name: new RegExp(`^Undo payment for ${formatMonth(last)}`) })).toHaveCount(2);

  const { data: payments } = await service
    .from('managed_property_rvl_payments')
    .select('id, managed_property_id, payment_status, rvl_amount')
    .in('managed_property_id', ids)
    .eq('payment_month', last);
  expect(payments?.map((p) => [p.payment_status, Number(p.rvl_amount)]), 'both paid, at their RVL').toEqual([
    ['paid', 90500],
    ['paid', 90500],
  ]);
  for (const payment of payments ?? [])
    expect(await auditCount(service, 'mark_rvl_payment_paid', payment.id), 'one audit row each').toBe(1);
});
