import { addDays, todayIso } from '@rentals/core/dates';
import type { Page } from '@playwright/test';
import { expect, test } from '../src/adminSession.ts';
import { createBroker, unique } from '../src/reviewFixtures.ts';

// The broker table's section; the audit log below repeats the broker's name.
const brokerRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Shadow Balancing' }).getByRole('row').filter({ hasText: name });

async function configure(
  page: Page,
  name: string,
  change: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await brokerRow(page, name).getByRole('button', { name: 'Configure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configure Shadow Balancing' });
  await change(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin enables, modifies and disables shadow balancing and sees each audit row', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // several screens and database reads in one journey
  const name = `Aarav Mehta ${unique()}`;
  const broker = await createBroker(service, name);
  const audit = async () =>
    (
      await service
        .from('shadow_balancing_audit')
        .select('action, reason')
        .eq('broker_id', broker.id)
        .order('created_at')
    ).data;
  const today = todayIso();

  await page.goto('/admin?tab=shadow-balancing');
  // The console's first load: the admin check, then the screen's own chunk.
  await expect(page.getByRole('heading', { level: 1, name: 'Shadow Balancing' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Search brokers').fill(name);
  const row = brokerRow(page, name);
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();

  await configure(page, name, async (dialog) => {
    await dialog.getByRole('switch', { name: 'Enable shadow balancing' }).check();
    await dialog.getByLabel(/^Reason/).fill('Early adopter in Pune');
  });
  await expect(page.getByText(`Shadow balancing enabled for ${name}`)).toBeVisible();
  expect(await audit(), 'one audit row after enabling').toEqual([
    { action: 'enabled', reason: 'Early adopter in Pune' },
  ]);
  const enabled = await service
    .from('brokers')
    .select('shadow_balancing_start_date, shadow_balancing_end_date')
    .eq('id', broker.id)
    .single();
  expect(enabled.data, 'from today for 180 days').toEqual({
    shadow_balancing_start_date: today,
    shadow_balancing_end_date: addDays(today, 180),
  });
  await expect(row.getByText('Enabled', { exact: true })).toBeVisible();

  await configure(page, name, async (dialog) => {
    await dialog.getByLabel(/^Reason/).fill('Extended for the launch cohort');
  });
  await expect(page.getByText(`Shadow balancing modified for ${name}`)).toBeVisible();
  expect(await audit(), 'a second row after modifying').toHaveLength(2);

  await configure(page, name, async (dialog) => {
    await dialog.getByRole('switch', { name: 'Enable shadow balancing' }).uncheck();
  });
  await expect(page.getByText(`Shadow balancing disabled for ${name}`)).toBeVisible();
  expect(
    (await audit())?.map((r) => r.action),
    'a third row after disabling',
  ).toEqual(['enabled', 'modified', 'disabled']);
  const disabled = await service
    .from('brokers')
    .select('shadow_balancing_enabled, shadow_balancing_start_date, shadow_balancing_reason')
    .eq('id', broker.id)
    .single();
  expect(disabled.data, 'disabling clears the dates and reason').toEqual({
    shadow_balancing_enabled: false,
    shadow_balancing_start_date: null,
    shadow_balancing_reason: null,
  });

  const log = page.getByRole('region', { name: 'Audit Log' });
  const entries = log.getByRole('row').filter({ hasText: name });
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Disabled');
  await expect(entries.nth(1)).toContainText('Extended for the launch cohort');
  await expect(entries.nth(2)).toContainText('Enabled');
});
