import { signInNewAdminClient } from '../src/admins.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

test('a user registers as a broker with a UPI reference, the admin activates it, and the broker portal shows the active broker', async ({
  page,
  context,
  product,
  service,
}, testInfo) => {
  test.setTimeout(120_000);
  // A fresh account per run, so the demo accounts keep their roles for other journeys.
  const email = `broker.${testInfo.project.name}.${Date.now()}@journeys.rentals.in`;
  const password = 'Journey@2026';
  const created = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: 'Nikhil Deshpande' },
  });
  expect(created.error).toBeNull();
  const user = await signInBrowser(context, product, { email, password });
  const reference = String(Date.now()).slice(-12).padStart(12, '4');

  await page.goto('/register/broker');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a broker' })).toBeVisible();
  await page.getByRole('link', { name: 'Start registration' }).click();
  await expect(page).toHaveURL(/\/register\/broker\/form$/);
  await page.getByRole('link', { name: 'Start registration' }).click();

  // Step 1, prefilled with the name from sign-up.
  await expect(page.getByLabel('Full name')).toHaveValue('Nikhil Deshpande');
  await page.getByLabel('Mobile number').fill('+91 98220 45678');
  await page.getByLabel('City you work in').fill('Pune');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: progress survives a reload and a step back.
  await expect(page).toHaveURL(/\/register\/broker\/step2$/);
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Registration steps' })
    .getByRole('link', { name: 'Your details' })
    .click();
  await expect(page.getByLabel('Mobile number')).toHaveValue('+91 98220 45678');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Accept the broker programme terms to continue',
  );
  await page.getByLabel(/I accept the broker programme terms/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Payment by UPI with its 12-digit reference; a short one is refused by the form first.
  await expect(page).toHaveURL(/\/register\/broker\/payment$/);
  await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await page.getByLabel('UPI transaction reference (UTR)').fill('41235');
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Enter the 12-digit UPI transaction reference (UTR)',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('UPI transaction reference (UTR)').fill(reference);
  await page.getByRole('button', { name: 'Submit registration' }).click();

  await expect(page).toHaveURL(/\/register\/broker$/);
  await expect(
    page.getByRole('heading', { name: 'Registration received: waiting for activation' }),
  ).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  const broker = await service
    .from('brokers')
    .select('id, name, phone, city, activated')
    .eq('user_id', user.id)
    .single();
  expect(broker.data).toMatchObject({
    name: 'Nikhil Deshpande',
    phone: '+91 98220 45678',
    city: 'Pune',
    activated: false,
  });
  const payment = await service
    .from('payments')
    .select('id, provider, provider_payment_id, amount, status')
    .eq('broker_id', broker.data?.id)
    .single();
  expect(payment.data).toMatchObject({
    provider: 'upi',
    provider_payment_id: reference,
    status: 'pending',
  });
  expect(Number(payment.data?.amount)).toBe(999);
  // Not a broker yet: the broker portal sends them back to /portal.
  await page.goto('/portal/broker');
  await expect(page).not.toHaveURL(/\/portal\/broker/);

  // The admin marks it paid and activates it (Mark Paid + Activate), through the API with the second factor.
  const admin = await signInNewAdminClient(product);
  const activated = await admin.rpc('activate_broker_registration', {
    _payment_id: payment.data?.id,
  });
  expect(activated.error).toBeNull();

  await page.goto('/register/broker');
  await expect(page.getByRole('heading', { name: 'You are an active broker' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the broker portal' }).click();
  await expect(page).toHaveURL(/\/portal\/broker$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Broker overview' })).toBeVisible();
  await expect(
    page.getByText('Your rank, volume and Fast Track Advantage at a glance, Nikhil Deshpande.'),
  ).toBeVisible();
  await expect(page.getByText('N/A', { exact: true })).toBeVisible();
  await expect(page.getByText(/waiting for an admin to confirm the payment/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const after = await service
    .from('brokers')
    .select('activated, reg_fee_paid, reg_payment_mode, reg_payment_ref')
    .eq('user_id', user.id)
    .single();
  expect(after.data).toEqual({
    activated: true,
    reg_fee_paid: true,
    reg_payment_mode: 'upi',
    reg_payment_ref: reference,
  });
  const roles = await service.from('user_roles').select('role').eq('user_id', user.id);
  expect(roles.data?.map((row) => row.role)).toContain('broker');
  const paid = await service
    .from('payments')
    .select('status, paid_at')
    .eq('id', payment.data?.id)
    .single();
  expect(paid.data?.status).toBe('succeeded');
});
