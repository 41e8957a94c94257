import { addMonths } from '@rentals/core/dates';
import { formatMonth } from '@rentals/core/format';
import type { Page } from '@playwright/test';
import { SCREEN, expect, test } from '../src/adminSession.ts';
import { createPerson, joinedOn, joinProgramme, payRvl, thisMonth } from '../src/affiliates.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

/** The signed-in admin's access token, as the console keeps it (supabase-js's session in localStorage). */
async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (/^sb-.*-auth-token$/.test(key)) return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '';
    }
    return '';
  });
}

test('an admin can run only completed months, sees what a run will change first, and every broker keeps their rank', async ({
  adminPage: admin,
  product,
  service,
}, testInfo) => {
  test.slow();
  const current = thisMonth();
  const last = addMonths(current, -1);
  const label = formatMonth(last);
  const member = await createPerson(service, 'Meera Joshi', testInfo.project.name);
  const code = await joinProgramme(product, member, null);
  // She had joined by last month, whose run counts only members who had.
  await joinedOn(service, code, last);
  const landlord = await createPerson(service, 'Harish Landlord', testInfo.project.name);
  // ₹1,50,000 paid for last month makes her a Builder; this month's ₹1,000 so far must count for nothing.
  await payRvl(service, code, landlord.id, 150_000, last);
  await payRvl(service, code, landlord.id, 1_000, current);

  // Each broker's rank, and whether a run computed it (a row in broker_volumes, whose newest is the
  // current rank): journeys that need a broker of some rank write one directly (createBroker).
  const brokerRanks = async () => {
    const { data, error } = await service
      .from('brokers')
      .select('id, current_rank, broker_volumes(id)')
      .limit(1, { referencedTable: 'broker_volumes' })
      .order('id');
    expect(error).toBeNull();
    return (data ?? []).map(({ id, current_rank, broker_volumes }) => ({ id, current_rank, computed: broker_volumes.length > 0 }));
  };
  const writtenForCurrentMonth = async () => {
    const counts = await Promise.all([
      service.from('broker_volumes').select('id', { count: 'exact', head: true }).gte('month', current),
      service.from('affiliate_metrics').select('id', { count: 'exact', head: true }).gte('month', current),
      service.from('managed_rental_commissions').select('id', { count: 'exact', head: true }).gte('month_year', current),
    ]);
    return counts.map((c) => c.count);
  };
  const herRank = async () =>
    (await service.from('affiliate_metrics').select('month, rank').eq('affiliate_id', code)).data;
  // Brokers whose rank a run computed keep it (one registered by another journey since may be ranked
  // for the first time; one another journey gave a rank by hand is ranked by the run as it stands).
  const ranksBefore = (await brokerRanks()).filter((b) => b.current_rank && b.computed);
  const ranked = new Set(ranksBefore.map((b) => b.id));
  const rankedNow = async () => (await brokerRanks()).filter((b) => ranked.has(b.id));
  expect(ranksBefore.filter((b) => b.current_rank !== 'starter').length, 'brokers above Starter').toBeGreaterThan(0);

  await admin.goto('/admin?tab=commissions');
  await expect(admin).toHaveURL(/\/admin\/commissions$/, SCREEN);
  // Only completed months are offered, last month first.
  const month = admin.getByRole('combobox', { name: 'Month' });
  await expect(month).toHaveText(label, SCREEN);
  await month.click();
  await expect(admin.getByRole('option').first()).toHaveText(label);
  await expect(admin.getByRole('option', { name: formatMonth(current) })).toHaveCount(0);
  await admin.getByRole('option', { name: label }).click();

  // Asked directly with the admin's own session, the API refuses the month in progress as the screen does.
  for (const fn of ['run_monthly_commissions', 'preview_monthly_commissions']) {
    const response = await fetch(`${product.apiUrl}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: product.anonKey, Authorization: `Bearer ${await accessToken(admin)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ _month: current }),
    });
    expect(response.status, fn).toBe(400);
    expect(((await response.json()) as { message: string }).message, fn).toBe(
      'Month is still in progress: only completed months can be run',
    );
  }
  expect(await writtenForCurrentMonth(), 'nothing written for the month in progress').toEqual([0, 0, 0]);

  // The run shows what it will change before it writes anything.
  await admin.getByRole('button', { name: /^Run (commissions|again)$/ }).click();
  const dialog = admin.getByRole('dialog', { name: `Run commissions for ${label}?` });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('region', { name: /^Current ranks that change/ })).toContainText(
    `${member.full_name}: no rank → Builder`,
  );
  expect(await seriousViolations(admin), 'the confirmation').toEqual([]);
  expect(await herRank(), 'the preview wrote nothing').toEqual([]);

  await dialog.getByRole('button', { name: `Run ${label}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Run of ${label} finished` })).toBeVisible({ timeout: 60_000 });
  // The month may have been run by an earlier journey, whose "finished" can show for a moment after
  // this request: wait for this run's rows rather than reading once.
  await expect.poll(herRank, { message: 'her rank of last month, and none for this month', timeout: 60_000 })
    .toEqual([{ month: last, rank: 'builder' }]);
  expect(await rankedNow(), 'every broker keeps their rank').toEqual(ranksBefore);
  expect(await writtenForCurrentMonth(), 'still nothing for the month in progress').toEqual([0, 0, 0]);

  // Running the month again would change nothing, and the preview says so; cancelled, nothing runs.
  const { count: runs } = await service.from('commission_runs').select('id', { count: 'exact', head: true }).eq('month', last).eq('kind', 'run');
  await admin.getByRole('button', { name: 'Run again' }).click();
  await expect(dialog.getByText(`Running ${label} again changes nothing: the same commission rows and the same ranks.`)).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const { count: runsAfter } = await service.from('commission_runs').select('id', { count: 'exact', head: true }).eq('month', last).eq('kind', 'run');
  expect(runsAfter, 'no run was requested').toBe(runs);
  expect(await rankedNow(), 'every broker still keeps their rank').toEqual(ranksBefore);
});
