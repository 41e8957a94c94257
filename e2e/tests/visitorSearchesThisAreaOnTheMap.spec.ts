// A renter opens the results on the map (the view kept in the address), zooms in and asks for
// "Search this area": the address then holds the map's frame, and the homes shown are the ones the
// database holds inside it. The listing's page shows its locality on a map when asked.
import { parseBounds } from '../../site/src/lib/search/mapArea.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { expect, test } from '../src/fixtures.ts';

const landlordEmail = DEMO_ACCOUNTS.find((account) => account.role === 'landlord')?.email ?? '';
// The frame the search opens on: 0.2° a side west of Pune's localities. The near home stands at
// its centre, the far one 45 % of its width east of it, so one step of zoom leaves it outside.
const FRAME = '18.4,73.5,18.6,73.7';

test('a visitor searches this area on the map and sees the homes the database holds inside it', async ({ page, anon, service }, testInfo) => {
  // Search, filter, reload and open a listing: several pages, longer than one page's journey.
  test.slow();
  const tag = `${testInfo.project.name} ${Date.now()}`;
  const owner = await service.from('profiles').select('user_id').eq('email', landlordEmail).single();
  expect(owner.error).toBeNull();
  const home = { listed_by: owner.data?.user_id, city: 'Pune', locality: 'Baner', rent: 24_000, deposit: 50_000, bedrooms: 2, verified: true };
  const inserted = await service
    .from('properties')
    .insert([
      { ...home, title: `Home at the centre (${tag})`, latitude: 18.5, longitude: 73.6 },
      { ...home, title: `Home at the edge (${tag})`, latitude: 18.5, longitude: 73.69 },
    ])
    .select('id');
  expect(inserted.error).toBeNull();

  try {
    await page.goto(`/properties?city=Pune&bounds=${FRAME}`);
    await expect(page.getByRole('article', { name: `Home at the edge (${tag})` })).toBeVisible();
    await page.getByRole('navigation', { name: 'Show the results as' }).getByRole('link', { name: 'Map' }).click();
    await expect(page).toHaveURL(/view=map/);
    const results = page.locator('[data-results-map]');
    await expect(results).toHaveAttribute('data-map-ready', 'true');
    // A marker for each home of the page.
    const shown = await page.getByRole('article').count();
    await expect(results.locator('path.leaflet-interactive')).toHaveCount(shown);

    // One step closer with the keyboard, then search the area the map now shows.
    await page.getByRole('region', { name: 'Map of the homes on this page' }).focus();
    await page.keyboard.press('NumpadAdd');
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has('bounds') && url.searchParams.get('bounds') !== FRAME);
    const frame = parseBounds(new URL(page.url()).searchParams.get('bounds'));
    expect(frame).not.toBeNull();
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');

    const expected = await anon
      .from('properties')
      .select('title')
      .eq('availability', 'available')
      .eq('verified', true)
      .eq('city', 'Pune')
      .gte('latitude', frame!.south)
      .lte('latitude', frame!.north)
      .gte('longitude', frame!.west)
      .lte('longitude', frame!.east)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(20);
    expect(expected.error).toBeNull();
    const titles = (expected.data ?? []).map((row) => row.title as string);
    expect(titles).toContain(`Home at the centre (${tag})`);
    expect(titles).not.toContain(`Home at the edge (${tag})`);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(titles);

    // The listing's page draws its locality when asked.
    await page.getByRole('article', { name: `Home at the centre (${tag})` }).getByRole('link').click();
    await page.getByRole('button', { name: 'Show the locality on a map' }).click();
    await expect(page.locator('[data-locality-map]')).toHaveAttribute('data-map-ready', 'true');
    await expect(page.getByRole('region', { name: 'Map of Baner, Pune' })).toBeVisible();
  } finally {
    await service
      .from('properties')
      .delete()
      .in('id', (inserted.data ?? []).map((row) => row.id as string));
  }
});
