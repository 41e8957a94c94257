import { SCREEN, expect, test } from '../src/adminSession.ts';
import { createAffiliate } from '../src/people.ts';

test('an admin sets shadow power from the Users tab and clears it on the Shadow Power screen', async ({
  adminPage: page,
  service,
}) => {
  test.slow();
  const affiliate = await createAffiliate(service, 'Sunil Menon');
  const audit = async () =>
    (
      await service
        .from('shadow_power_audit')
        .select('previous_amount, new_amount')
        .eq('affiliate_id', affiliate.affiliate_id)
        .order('created_at')
    ).data ?? [];

  await page.goto('/admin?tab=users');
  await page.getByLabel('Search users').fill(affiliate.email, SCREEN);
  await page.getByRole('button', { name: 'Actions for Sunil Menon' }).click();
  await page.getByRole('menuitem', { name: 'Shadow Power' }).click();
  const dialog = page.getByRole('dialog', { name: 'Shadow Power for Sunil Menon' });
  const save = dialog.getByRole('button', { name: 'Save' });
  const amount = dialog.getByLabel(/Shadow power amount/);
  // A refused amount is said beside the field, which takes the focus; nothing is written.
  await save.click();
  await expect(amount).toHaveAccessibleDescription(/Shadow power amount is required/);
  await expect(amount).toBeFocused();
  await amount.fill('0');
  await save.click();
  await expect(amount).toHaveAccessibleDescription(/Shadow power amount must be greater than 0/);
  expect(await audit(), 'nothing saved while the amount is refused').toEqual([]);
  await amount.fill('25000');
  await dialog.getByLabel(/Notes/).fill('Diwali push');
  await save.click();
  await expect(page.getByText('Success - Shadow power added successfully')).toBeVisible();

  const granted = await service
    .from('affiliate_shadow_power')
    .select('shadow_power_amount, is_active, notes')
    .eq('affiliate_id', affiliate.affiliate_id);
  expect(granted.data, 'one grant').toEqual([
    { shadow_power_amount: 25000, is_active: true, notes: 'Diwali push' },
  ]);
  expect(await audit(), 'one audit row').toEqual([{ previous_amount: 0, new_amount: 25000 }]);

  await page.goto('/admin?tab=shadow-power');
  await page
    .getByPlaceholder('Search by name, affiliate ID, or email...')
    .fill(affiliate.affiliate_id, SCREEN);
  await expect(
    page.getByRole('region', { name: 'Affiliates' }).getByRole('button', { name: 'Edit Shadow Power: Sunil Menon' }),
  ).toBeVisible();
  // The grant just made is the newest active one: edited from the active list.
  const active = page.getByRole('region', { name: 'Active Shadow Powers' });
  await active.getByRole('button', { name: 'Edit shadow power of Sunil Menon' }).click();
  const configure = page.getByRole('dialog', { name: 'Configure Shadow Power' });
  await expect(configure.getByLabel(/Shadow power amount/)).toHaveValue('25000');
  await configure.getByLabel(/Shadow power amount/).fill('0');
  await configure.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shadow Power Updated')).toBeVisible();
  await expect(active.getByText('Sunil Menon')).toHaveCount(0);

  const cleared = await service
    .from('affiliate_shadow_power')
    .select('shadow_power_amount, is_active')
    .eq('affiliate_id', affiliate.affiliate_id);
  expect(cleared.data, 'the same grant, deactivated').toEqual([
    { shadow_power_amount: 0, is_active: false },
  ]);
  expect(await audit(), 'one more audit row').toEqual([
    { previous_amount: 0, new_amount: 25000 },
    { previous_amount: 25000, new_amount: 0 },
  ]);
});
