import { addDays, todayIso } from '@rentals/core/dates';
import { expect, SCREEN, test } from '../src/adminSession.ts';
import { typeDate } from '../src/dateFields.ts';
import { createPerson } from '../src/people.ts';
import { createApplication, createBroker, unique } from '../src/reviewFixtures.ts';

// Typing a date passes through other dates (the "1" of 15 is the 1st; 2027 passes the years 2, 20
// and 202): what the database keeps is the date typed, in shadow balancing, lease dates and Add RVL.
test('an admin types dates by keyboard and the database keeps exactly those dates', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // three screens and their database reads in one journey
  const run = unique();

  // Shadow balancing: the end typed first, then a start it fits; the start's keystrokes must not move it.
  const name = `Ishaan Rao ${run}`;
  const broker = await createBroker(service, name);
  const start = addDays(todayIso(), 30);
  const end = addDays(start, 183);
  await page.goto('/admin?tab=shadow-balancing');
  await expect(page.getByRole('heading', { level: 1, name: 'Shadow Balancing' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Search brokers').fill(name);
  await page
    .getByRole('region', { name: 'Shadow Balancing' })
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Configure' })
    .click();
  const shadow = page.getByRole('dialog', { name: 'Configure Shadow Balancing' });
  await shadow.getByRole('switch', { name: 'Enable shadow balancing' }).check();
  await typeDate(page, shadow, 'End Date (Max 6 months)', end);
  await typeDate(page, shadow, 'Start Date', start);
  await shadow.getByLabel(/^Reason/).fill('Typed by keyboard');
  await shadow.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Shadow balancing enabled for ${name}`)).toBeVisible();
  const saved = await service
    .from('brokers')
    .select('shadow_balancing_start_date, shadow_balancing_end_date')
    .eq('id', broker.id)
    .single();
  expect(saved.data, 'the typed start and end').toEqual({
    shadow_balancing_start_date: start,
    shadow_balancing_end_date: end,
  });

  // Lease dates of Approve & Configure, typed over the application's own dates.
  const application = await createApplication(service, `Wakad ${run}`);
  await page.goto('/admin?tab=managed-rentals');
  await expect(page.getByRole('heading', { level: 1, name: 'Managed Property Rentals' })).toBeVisible(SCREEN);
  await page
    .getByRole('row')
    .filter({ hasText: `Wakad ${run}, Pune` })
    .getByRole('button', { name: 'Approve & Configure' })
    .click();
  const configure = page.getByRole('dialog', { name: 'Approve & Configure Property' });
  await typeDate(page, configure, 'Lease Start Date', '2027-04-15');
  await typeDate(page, configure, 'Lease End Date', '2028-04-14');
  await configure.getByRole('button', { name: 'Approve & Configure' }).click();
  await expect(configure).toBeHidden();
  const lease = await service
    .from('managed_property_details')
    .select('lease_start_date, lease_end_date')
    .eq('application_id', application.id);
  expect(lease.data, 'the typed lease dates').toEqual([
    { lease_start_date: '2027-04-15', lease_end_date: '2028-04-14' },
  ]);

  // Add RVL's rental dates.
  const owner = await createPerson(service, 'Rohini Desai', ['landlord']);
  await page.goto('/admin?tab=users');
  await page.getByLabel('Search users').fill(owner.email, SCREEN);
  await expect(page.getByRole('status').filter({ hasText: 'users' })).toHaveText('1 users');
  await page.getByRole('button', { name: 'Actions for Rohini Desai' }).click();
  await page.getByRole('menuitem', { name: 'Add RVL' }).click();
  const rvl = page.getByRole('dialog', { name: 'Add RVL for Rohini Desai' });
  await rvl.getByLabel(/Monthly rent/).fill('38,000');
  await rvl.getByLabel(/Property location/).fill('Pune');
  await rvl.getByRole('combobox', { name: /Property type/ }).click();
  await page.getByRole('option', { name: 'Apartment' }).click();
  await typeDate(page, rvl, 'Rental start date', '2027-04-15');
  await typeDate(page, rvl, 'Rental end date', '2028-04-14');
  await rvl.getByRole('button', { name: 'Add RVL' }).click();
  await expect(page.getByText('RVL Added Successfully')).toBeVisible();
  const rental = await service
    .from('managed_rental_applications')
    .select('monthly_rent, rental_start_date, rental_end_date')
    .eq('landlord_id', owner.id);
  expect(rental.data, 'the typed rental dates, and the rent typed with Indian grouping').toEqual([
    { monthly_rent: 38000, rental_start_date: '2027-04-15', rental_end_date: '2028-04-14' },
  ]);
});

// Enter in a date field submits its form at once: Shadow Balancing saved its default end instead of
// the end typed, and Approve & Configure saved no lease end at all.
test('an admin types dates and submits each form with Enter in the last one, and the database keeps those dates', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // three screens and their database reads in one journey
  const run = unique();

  // Shadow balancing: the start left as it opens (today), the end typed and submitted with Enter.
  const name = `Kiran Shetty ${run}`;
  const broker = await createBroker(service, name);
  const end = addDays(todayIso(), 77);
  await page.goto('/admin?tab=shadow-balancing');
  await expect(page.getByRole('heading', { level: 1, name: 'Shadow Balancing' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Search brokers').fill(name);
  await page
    .getByRole('region', { name: 'Shadow Balancing' })
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Configure' })
    .click();
  const shadow = page.getByRole('dialog', { name: 'Configure Shadow Balancing' });
  await shadow.getByRole('switch', { name: 'Enable shadow balancing' }).check();
  await shadow.getByLabel(/^Reason/).fill('Typed and sent with Enter');
  await typeDate(page, shadow, 'End Date (Max 6 months)', end, 'Enter');
  await expect(page.getByText(`Shadow balancing enabled for ${name}`)).toBeVisible();
  const saved = await service.from('brokers').select('shadow_balancing_start_date, shadow_balancing_end_date').eq('id', broker.id).single();
  expect(saved.data, 'the typed end, not the default').toEqual({ shadow_balancing_start_date: todayIso(), shadow_balancing_end_date: end });

  // Approve & Configure: both lease dates typed, Enter in the end.
  const application = await createApplication(service, `Hinjewadi ${run}`);
  await page.goto('/admin?tab=managed-rentals');
  await expect(page.getByRole('heading', { level: 1, name: 'Managed Property Rentals' })).toBeVisible(SCREEN);
  await page.getByRole('row').filter({ hasText: `Hinjewadi ${run}, Pune` }).getByRole('button', { name: 'Approve & Configure' }).click();
  const configure = page.getByRole('dialog', { name: 'Approve & Configure Property' });
  await typeDate(page, configure, 'Lease Start Date', '2027-01-01');
  await typeDate(page, configure, 'Lease End Date', '2027-12-31', 'Enter');
  await expect(configure).toBeHidden();
  const lease = await service.from('managed_property_details').select('lease_start_date, lease_end_date').eq('application_id', application.id);
  expect(lease.data, 'the typed lease dates').toEqual([{ lease_start_date: '2027-01-01', lease_end_date: '2027-12-31' }]);

  // Add RVL: the rental end typed last, with Enter.
  const owner = await createPerson(service, 'Gauri Pawar', ['landlord']);
  await page.goto('/admin?tab=users');
  await page.getByLabel('Search users').fill(owner.email, SCREEN);
  await expect(page.getByRole('status').filter({ hasText: 'users' })).toHaveText('1 users');
  await page.getByRole('button', { name: 'Actions for Gauri Pawar' }).click();
  await page.getByRole('menuitem', { name: 'Add RVL' }).click();
  const rvl = page.getByRole('dialog', { name: 'Add RVL for Gauri Pawar' });
  await rvl.getByLabel(/Monthly rent/).fill('41,000');
  await rvl.getByLabel(/Property location/).fill('Pune');
  await rvl.getByRole('combobox', { name: /Property type/ }).click();
  await page.getByRole('option', { name: 'Apartment' }).click();
  await typeDate(page, rvl, 'Rental start date', '2027-01-01');
  await typeDate(page, rvl, 'Rental end date', '2027-12-31', 'Enter');
  await expect(page.getByText('RVL Added Successfully')).toBeVisible();
  const rental = await service.from('managed_rental_applications').select('rental_start_date, rental_end_date').eq('landlord_id', owner.id);
  expect(rental.data, 'the typed rental dates').toEqual([{ rental_start_date: '2027-01-01', rental_end_date: '2027-12-31' }]);
});
