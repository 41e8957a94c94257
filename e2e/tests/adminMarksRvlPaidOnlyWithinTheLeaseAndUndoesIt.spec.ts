import { todayIso } from '@rentals/core/dates';
import { formatMonth } from '@rentals/core/format';
import { rvlTrackingMonths } from '@rentals/core/rules/rvl';
import { expect, test } from '../src/adminSession.ts';
import { auditCount, createLeasedManagedProperty, unique } from '../src/reviewFixtures.ts';

test('an admin marks RVL paid only for months of the lease, after confirming, and undoes it', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // the console's first load, then several database reads
  const name = `Baner Heights ${unique()}`;
  const [current, , twoAgo, threeAgo] = rvlTrackingMonths(todayIso()) as [
    string,
    string,
    string,
    string,
  ];
  // The lease starts on the 10th two months ago: the oldest month shown lies before it.
  const propertyId = await createLeasedManagedProperty(service, name, `${twoAgo.slice(0, 8)}10`);
  const payments = async () =>
    (
      await service
        .from('managed_property_rvl_payments')
        .select('payment_month, payment_status, rvl_amount')
        .eq('managed_property_id', propertyId)
    ).data;

  await page.goto('/admin?tab=managed-rentals');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Managed Property Rentals' }),
  ).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('tab', { name: /RVL Tracking/ }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Outside lease')).toBeVisible();
  await expect(
    row.getByRole('button', { name: `Mark Paid for ${formatMonth(threeAgo)}` }),
  ).toHaveCount(0);
  await expect(
    row.getByRole('button', { name: `Mark Paid for ${formatMonth(current)}` }),
  ).toBeVisible();

  // Mark Paid asks first; Cancel changes nothing.
  const markTwoAgo = row.getByRole('button', { name: `Mark Paid for ${formatMonth(twoAgo)}` });
  await markTwoAgo.click();
  const confirm = page.getByRole('dialog', { name: `Mark ${formatMonth(twoAgo)} RVL paid?` });
  await expect(
    confirm.getByText(`${name}: ₹90,500 for ${formatMonth(twoAgo)}`, { exact: false }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect(await payments(), 'nothing marked after Cancel').toEqual([]);

  await markTwoAgo.click();
  const request = page.waitForRequest((r) =>
    r.url().endsWith('/rest/v1/rpc/mark_rvl_payment_paid'),
  );
  await confirm.getByRole('button', { name: 'Mark Paid' }).click();
  const headers = (await request).headers();
  await expect(page.getByText('RVL Payment Updated: Payment marked as paid')).toBeVisible();
  await expect(
    row.getByRole('button', { name: `Undo payment for ${formatMonth(twoAgo)}` }),
  ).toBeVisible();
  expect(await payments(), 'one paid month, in the lease').toEqual([
    { payment_month: twoAgo, payment_status: 'paid', rvl_amount: 90500 },
  ]);
  const paid = await service
    .from('managed_property_rvl_payments')
    .select('id')
    .eq('managed_property_id', propertyId)
    .single();
  const paymentId = paid.data?.id as string;
  expect(await auditCount(service, 'mark_rvl_payment_paid', paymentId), 'marking audited').toBe(1);

  // The same call for the month before the lease, straight to the API with the admin's session.
  const direct = await page.request.post(
    new URL('/rest/v1/rpc/mark_rvl_payment_paid', (await request).url()).toString(),
    {
      headers: {
        authorization: headers.authorization ?? '',
        apikey: headers.apikey ?? '',
        'content-type': 'application/json',
      },
      data: { _managed_property_id: propertyId, _payment_month: threeAgo },
    },
  );
  expect(direct.status(), 'a direct call for a month outside the lease').toBe(400);
  expect((await direct.json()).message).toBe('Only months within the lease can be marked paid');
  expect(await payments(), 'still only the month in the lease').toHaveLength(1);

  // Undo, confirmed, takes the month back to pending with an audit row.
  await row.getByRole('button', { name: `Undo payment for ${formatMonth(twoAgo)}` }).click();
  const undo = page.getByRole('dialog', {
    name: `Undo the RVL payment for ${formatMonth(twoAgo)}?`,
  });
  await undo.getByRole('button', { name: 'Undo Payment' }).click();
  await expect(page.getByText('RVL Payment Updated: Payment marked as pending')).toBeVisible();
  await expect(markTwoAgo).toBeVisible();
  expect(await payments(), 'no paid month after the undo').toEqual([]);
  expect(await auditCount(service, 'undo_rvl_payment_paid', paymentId), 'the undo audited').toBe(1);
  const audit = await service
    .from('admin_audit_log')
    .select('details')
    .eq('action', 'undo_rvl_payment_paid')
    .eq('target_id', paymentId)
    .single();
  expect(audit.data?.details, 'the audit keeps what was paid').toMatchObject({
    payment_month: twoAgo,
    rvl_amount: 90500,
    unpaid_commissions_removed: 0,
  });
});
