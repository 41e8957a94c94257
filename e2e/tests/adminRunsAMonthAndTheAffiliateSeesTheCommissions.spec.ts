import { addMonths } from '@rentals/core/dates';
import { formatMonth } from '@rentals/core/format';
import { SCREEN, expect, test } from '../src/adminSession.ts';
import { createPerson, joinedOn, joinProgramme, payRvl, thisMonth } from '../src/affiliates.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

// Each project runs a month of its own, so the desktop and mobile journeys never share a run.
const MONTHS_BACK: Record<string, number> = { desktop: 2, mobile: 3 };

test('an admin runs a month from the console, marks a commission paid, and the affiliate sees them', async ({
  adminPage,
  page,
  context,
  product,
  service,
}, testInfo) => {
  test.slow();
  const tag = testInfo.project.name;
  const month = addMonths(thisMonth(), -(MONTHS_BACK[tag] ?? 4));
  const label = formatMonth(month);
  const sponsor = await createPerson(service, 'Kavya Iyer', tag);
  const sponsorCode = await joinProgramme(product, sponsor, null);
  const recruit = await createPerson(service, 'Dev Malhotra', tag);
  const recruitCode = await joinProgramme(product, recruit, sponsorCode);
  // Both had joined by the month they are paid for (a run counts only members who had).
  for (const code of [sponsorCode, recruitCode]) await joinedOn(service, code, month);
  const landlord = await createPerson(service, 'Harish Landlord', tag);
  // ₹1,50,000 of her own makes the sponsor a Builder (15%); her Starter recruit's ₹20,000 pays him
  // 10% and her the 5% difference.
  await payRvl(service, sponsorCode, landlord.id, 150_000, month);
  await payRvl(service, recruitCode, landlord.id, 20_000, month);
  const commissions = async () => {
    const { data, error } = await service
      .from('managed_rental_commissions')
      .select('affiliate_id, level, commission_type, percentage, amount, status')
      .eq('month_year', month)
      .in('affiliate_id', [sponsorCode, recruitCode]);
    expect(error).toBeNull();
    return (data ?? []).sort((a, b) => b.amount - a.amount);
  };
  const expected = (levelTwo: string) => [
    { affiliate_id: sponsorCode, level: 1, commission_type: 'personal', percentage: 15, amount: 22_500, status: 'pending' },
    { affiliate_id: recruitCode, level: 1, commission_type: 'personal', percentage: 10, amount: 2_000, status: 'pending' },
    { affiliate_id: sponsorCode, level: 2, commission_type: 'differential', percentage: 5, amount: 1_000, status: levelTwo },
  ];

  const admin = adminPage;
  await admin.goto('/admin?tab=commissions');
  await expect(admin).toHaveURL(/\/admin\/commissions$/, SCREEN);
  await admin.getByRole('combobox', { name: 'Month' }).click(SCREEN);
  await admin.getByRole('option', { name: label }).click();
  const finished = admin.getByRole('status').filter({ hasText: `Run of ${label} finished` });
  // The run shows what it will change first and starts once confirmed.
  const confirm = admin.getByRole('dialog', { name: `Run commissions for ${label}?` }).getByRole('button', { name: `Run ${label}` });
  await admin.getByRole('button', { name: /^Run (commissions|again)$/ }).click();
  await confirm.click({ timeout: 60_000 });
  await expect(finished).toBeVisible({ timeout: 60_000 });
  await expect(admin.getByRole('heading', { name: 'Commission rows written' })).toBeVisible();
  await expect.poll(commissions, { message: 'the rows of the run' }).toEqual(expected('pending'));

  await admin.getByRole('searchbox', { name: 'Affiliate ID' }).fill(sponsorCode);
  const markOne = admin.getByRole('button', { name: 'Mark Paid: Kavya Iyer, level 2' });
  await expect(markOne).toBeVisible(SCREEN);
  expect(await seriousViolations(admin), 'the screen with a summary and a list').toEqual([]);
  await markOne.click();
  await expect(admin.getByText('Commissions Updated: 1 marked as paid')).toBeVisible();
  // Sent once the notification's Undo has passed.
  await expect.poll(commissions, { message: 'one row paid' }).toEqual(expected('paid'));
  const { data: audit } = await service.from('admin_audit_log').select('target_table').eq('action', 'mark_commission_paid')
    .eq('target_id', (await service.from('managed_rental_commissions').select('id').eq('month_year', month)
      .eq('affiliate_id', sponsorCode).eq('level', 2).single()).data?.id ?? '');
  expect(audit, 'the marking is audited').toEqual([{ target_table: 'managed_rental_commissions' }]);

  // Running the month again changes nothing, and the paid row stays paid.
  const doneRuns = async () =>
    (await service.from('commission_runs').select('id', { count: 'exact', head: true }).eq('month', month).eq('kind', 'run').eq('status', 'done')).count;
  const before = await doneRuns();
  await admin.getByRole('button', { name: 'Run again' }).click();
  await confirm.click({ timeout: 60_000 });
  await expect.poll(doneRuns, { message: 'the second run is done', timeout: 60_000 }).toBe((before ?? 0) + 1);
  await expect(finished).toBeVisible({ timeout: 60_000 });
  expect(await commissions(), 'the same rows after a second run').toEqual(expected('paid'));

  await signInBrowser(context, product, sponsor);
  await page.goto('/portal/affiliate/commissions');
  const monthly = page.getByRole('region', { name: label });
  await expect(monthly.getByRole('row').last()).toContainText('₹22,500');
  await expect(monthly.getByRole('row').last()).toContainText('₹1,000');
});
