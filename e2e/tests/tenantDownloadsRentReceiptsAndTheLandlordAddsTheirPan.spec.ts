import { formatRupees } from '@rentals/core/money';
import { rupeesInWords } from '@rentals/core/money/words';
import { financialYearLabel, financialYearOf } from '@rentals/core/rules/rentReceipts';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { downloadPdf, squeeze } from '../src/pdfDownload.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

const tenant = DEMO_ACCOUNTS.find((account) => account.role === 'tenant');
const landlord = DEMO_ACCOUNTS.find((account) => account.role === 'landlord');
const manager = DEMO_ACCOUNTS.find((account) => account.role === 'property_manager');
const PAN = 'AKRPR4821M';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

test('a tenant downloads rent receipts that ask for the PAN, the landlord adds it and shares it with their manager, and the receipts show it', async ({
  page,
  context,
  product,
  service,
}) => {
  test.setTimeout(120_000);
  if (!tenant || !landlord || !manager) throw new Error('The seed has no demo tenant, landlord or property manager');

  const tenantUser = await signInBrowser(context, product, tenant);
  const { data: lease } = await service
    .from('leases')
    .select('id, monthly_rent, property:properties(listed_by, title)')
    .eq('tenant_id', tenantUser.id)
    .order('start_date', { ascending: false })
    .limit(1)
    .single();
  const { listed_by: landlordId, title } = lease?.property as unknown as { listed_by: string; title: string };
  // Each run starts from a landlord without a PAN on file, and a lease whose rent passes ₹1,00,000
  // in any financial year it touches (₹1,20,000 a month), so that the PAN is required whatever
  // day the journey runs; the rent is put back at the end.
  await service.from('landlord_tax_details').delete().eq('user_id', landlordId);
  // The demo manager looks after the demo landlord (db/seed/tenancies.ts), so far without the PAN.
  await service.from('property_manager_landlords').update({ pan_shared_at: null }).eq('landlord_id', landlordId);
  await service.from('leases').update({ monthly_rent: 120000 }).eq('id', lease?.id);
  try {
    const { data: rent } = await service
      .from('rent_payments')
      .select('id, month, amount')
      .eq('lease_id', lease?.id)
      .eq('status', 'paid')
      .order('month', { ascending: false });
    const last = rent?.[0];
    if (!last) throw new Error('The demo lease has no rent marked paid');
    const [y, m] = last.month.split('-').map(Number) as [number, number];
    const monthLabel = `${MONTHS[m - 1]} ${y}`;
    const year = financialYearOf(last.month);

    await page.goto('/portal/tenant/documents');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Rent receipts to download (PDF)' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const month = await downloadPdf(
      page,
      page.getByRole('link', { name: `PDF in English (${monthLabel} receipt, ${title})` }),
    );
    expect(month.filename).toBe(`rent-receipt-${last.month.slice(0, 7)}-en.pdf`);
    expect(month.bytes).toBeLessThan(200 * 1024);
    expect(month.text).toContain('Rent receipt');
    expect(month.text).toContain(tenant.full_name);
    expect(month.text).toContain(landlord.full_name);
    expect(month.text).toContain(formatRupees(last.amount));
    expect(month.text).toContain(rupeesInWords(last.amount));
    expect(month.text).toContain(
      'Required: the rent for the year is more than ₹1,00,000. The landlord has been asked to add it.',
    );

    await context.clearCookies();
    await signInBrowser(context, product, landlord);
    await page.goto('/portal/landlord/documents');
    await expect(page.getByRole('note')).toContainText('Your PAN is needed on rent receipts');
    expect(await seriousViolations(page), 'the landlord’s documents with the PAN form and drafts').toEqual([]);
    await page.getByLabel('PAN', { exact: true }).fill(PAN.toLowerCase());
    await page.getByRole('button', { name: 'Save PAN' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your PAN is saved.' })).toBeVisible();
    await expect(page.getByText(`On file: ${PAN}`)).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
    const { data: stored } = await service
      .from('landlord_tax_details')
      .select('pan')
      .eq('user_id', landlordId)
      .single();
    expect(stored).toEqual({ pan: PAN });
    // The landlord sees the same receipts.
    const landlordCopy = await downloadPdf(
      page,
      page.getByRole('link', { name: `PDF in English (${monthLabel} receipt, ${title})` }),
    );
    expect(landlordCopy.text).toContain(PAN);

    // The PAN is the landlord's to share: their property manager sees it once they share it.
    const sharing = page.getByRole('region', { name: 'Your property managers and your PAN' });
    await expect(sharing.getByText(`${manager.full_name} does not see your PAN.`)).toBeVisible();
    await sharing.getByRole('button', { name: `Share my PAN with ${manager.full_name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your PAN is shared with the property manager.' })).toBeVisible();
    await expect(sharing.getByText(`${manager.full_name} sees your PAN on receipts.`)).toBeVisible();
    const { data: shared } = await service
      .from('property_manager_landlords')
      .select('pan_shared_at')
      .eq('landlord_id', landlordId);
    expect(shared?.length, 'the demo landlord has a manager').toBeGreaterThan(0);
    expect(shared?.every((link) => link.pan_shared_at !== null), 'shared in the database').toBe(true);
    const { data: audited } = await service
      .from('admin_audit_log')
      .select('admin_user_id')
      .eq('action', 'share_pan_with_manager')
      .eq('details->>landlord_id', landlordId)
      .order('created_at', { ascending: false })
      .limit(1);
    expect(audited, 'audited as the landlord').toEqual([{ admin_user_id: landlordId }]);

    await context.clearCookies();
    await signInBrowser(context, product, manager);
    await page.goto('/portal/manager/documents');
    const managerCopy = await downloadPdf(
      page,
      page.getByRole('link', { name: `PDF in English (${monthLabel} receipt, ${title})` }),
    );
    expect(managerCopy.text, 'the manager’s receipt carries the PAN shared with them').toContain(PAN);

    await context.clearCookies();
    await signInBrowser(context, product, tenant);
    await page.goto('/portal/tenant/documents');
    const yearly = await downloadPdf(
      page,
      page.getByRole('link', {
        name: `PDF in Hindi (financial year ${financialYearLabel(year)} receipt, ${title})`,
      }),
    );
    expect(yearly.filename).toBe(`rent-receipt-FY${financialYearLabel(year)}-hi.pdf`);
    expect(yearly.bytes).toBeLessThan(200 * 1024);
    const total = (rent ?? [])
      .filter((r) => financialYearOf(r.month) === year)
      .reduce((sum, r) => sum + Number(r.amount), 0);
    expect(yearly.text).toContain(PAN);
    expect(yearly.text).toContain(tenant.full_name);
    expect(squeeze(yearly.text)).toContain(squeeze(formatRupees(total)));
    expect(squeeze(yearly.text)).toContain(squeeze(rupeesInWords(total, 'hi')));

    // Another person's receipt is not theirs to download.
    const { data: other } = await service
      .from('rent_payments')
      .select('id')
      .neq('lease_id', lease?.id)
      .eq('status', 'paid')
      .limit(1)
      .single();
    const refused = await page.request.get(
      `/portal/tenant/documents/receipt.pdf?payment=${other?.id}`,
    );
    expect(refused.status()).toBe(404);
  } finally {
    await service.from('leases').update({ monthly_rent: lease?.monthly_rent }).eq('id', lease?.id);
  }
});
