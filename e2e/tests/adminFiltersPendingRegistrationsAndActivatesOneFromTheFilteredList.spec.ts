import { expect, test } from '../src/adminSession.ts';
import { auditCount, createPendingRegistration, unique } from '../src/reviewFixtures.ts';

test('an admin marks a broker registration paid and activates the broker; the button is disabled afterwards', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // several screens and database reads in one journey
  const name = `Rohan Gupta ${unique()}`;
  const { brokerId, paymentId } = await createPendingRegistration(service, name);

  await page.goto('/admin?tab=brokers');
  // The console's first load: the admin check, then the screen's own chunk.
  await expect(page.getByRole('heading', { level: 1, name: 'Broker Registrations' })).toBeVisible({ timeout: 60_000 });
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Mark Paid + Activate' }).click();
  await expect(
    page.getByText('Activated: Broker activated and payment marked as paid.'),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark Paid + Activate' })).toBeDisabled();
  await expect(row.getByText('Succeeded', { exact: true })).toBeVisible();

  const payment = await service.from('payments').select('status').eq('id', paymentId).single();
  expect(payment.data?.status, 'the payment').toBe('succeeded');
  const broker = await service
    .from('brokers')
    .select('activated, reg_fee_paid, reg_payment_mode')
    .eq('id', brokerId)
    .single();
  expect(broker.data, 'the broker').toEqual({
    activated: true,
    reg_fee_paid: true,
    reg_payment_mode: 'cash',
  });
  expect(await auditCount(service, 'activate_broker_registration', brokerId), 'audit rows').toBe(1);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row.getByRole('button', { name: 'Mark Paid + Activate' })).toBeDisabled();
});
