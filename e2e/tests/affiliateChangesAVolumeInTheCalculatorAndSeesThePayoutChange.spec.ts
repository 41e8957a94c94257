import { signInBrowser } from '../src/browserSession.ts';
import { createPerson, joinProgramme, payRvl } from '../src/affiliates.ts';
import { expect, test } from '../src/fixtures.ts';

test('an affiliate changes a volume in the calculator and sees the payout change', async ({ page, context, product, service }, testInfo) => {
  const tag = testInfo.project.name;
  const member = await createPerson(service, 'Nikhil Rao', tag);
  const code = await joinProgramme(product, member, null);
  const recruit = await createPerson(service, 'Tara Menon', tag);
  const recruitCode = await joinProgramme(product, recruit, code);
  const landlord = await createPerson(service, 'Gopal Landlord', tag);
  await payRvl(service, recruitCode, landlord.id, 20_000);
  await signInBrowser(context, product, member);

  await page.goto('/portal/affiliate/calculator');
  const result = page.getByRole('region', { name: 'Result' });
  // The real network this month: the recruit's paid ₹20,000, nothing of the member's own.
  await expect(page.getByLabel(/RVL of Tara Menon/)).toHaveValue('20000');
  await expect(result).toContainText('Starter');
  await expect(result).toContainText('No commission on these volumes.');

  await page.getByLabel('Your personal RVL (₹)').fill('150000');
  // ₹1,50,000 makes the member a Builder: 15% of their own and 5% of the recruit's ₹20,000.
  await expect(result).toContainText('Builder');
  await expect(result).toContainText('Your payout: ₹23,500');
  await page.getByLabel(/RVL of Tara Menon/).fill('40000');
  await expect(result).toContainText('Your payout: ₹24,500');

  // Simulating writes nothing: no commission appears for the member.
  const rows = await service.from('managed_rental_commissions').select('id').eq('beneficiary_user_id', member.id);
  expect(rows.error).toBeNull();
  expect(rows.data).toEqual([]);
});
