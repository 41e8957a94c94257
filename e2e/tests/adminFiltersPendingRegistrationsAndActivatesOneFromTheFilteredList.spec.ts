import { expect, test } from '../src/adminSession.ts';
import { auditCount, createPendingRegistration, unique } from '../src/reviewFixtures.ts';

test('an admin finds a pending broker registration by searching the pending list, activates it there, and finds it among the succeeded ones, disabled', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // several screens and database reads in one journey
  const name = `Rohan Gupta ${unique()}`;
  const { brokerId, paymentId } = await createPendingRegistration(service, name);
  await createPendingRegistration(service, `Sneha Patil ${unique()}`);

  await page.goto('/admin?tab=brokers');
  // The console's first load: the admin check, then the screen's own chunk.
  await expect(page.getByRole('heading', { level: 1, name: 'Broker Registrations' })).toBeVisible({ timeout: 60_000 });
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status, 'the list opens on the pending registrations').toHaveText('Pending');

  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Mark Paid \+ Activate/ }) });
  await expect(rows, 'only the broker searched for').toHaveCount(1);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  // The filters live in the address: a reload or a shared link opens the same list.
  await expect.poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ status: 'pending', q: name });

  await row.getByRole('button', { name: 'Mark Paid + Activate' }).click();
  await expect(page.getByText('Activated: Broker activated and payment marked as paid.')).toBeVisible();
  await expect(row, 'no longer pending: it leaves the pending list').toHaveCount(0);

  await status.click();
  await page.getByRole('option', { name: 'Succeeded' }).click();
  await expect(row.getByText('Succeeded', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark Paid + Activate' })).toBeDisabled();

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

  await page.reload();
  await expect(status, 'the address kept the filter').toHaveText('Succeeded');
  await expect(row.getByRole('button', { name: 'Mark Paid + Activate' })).toBeDisabled();
});
