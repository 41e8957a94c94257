// The visitor's whole way to a home: search by city, budget and BHK, page through results (back and
// forward restore them), open a listing, sign up from it, confirm the address by the emailed link and
// come back, then shortlist, ask for a visit and apply, and find exactly those rows in the database.
import { addDays, todayIso } from '@rentals/core/dates';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { expect, test } from '../src/fixtures.ts';

const landlordEmail = DEMO_ACCOUNTS.find((account) => account.role === 'landlord')?.email ?? '';
// More Pune 2 BHK homes than one page holds, so there is a second page to go to.
const EXTRA_LISTINGS = 23;

test('a visitor searches, pages, signs up from a listing, shortlists it, asks for a visit and applies', async ({ page, service }, testInfo) => {
  // The whole way from search to application: longer than one page's journey.
  test.slow();
  const tag = `${testInfo.project.name} ${Date.now()}`;
  const owner = await service.from('profiles').select('user_id').eq('email', landlordEmail).single();
  expect(owner.error).toBeNull();
  const inserted = await service
    .from('properties')
    .insert(
      Array.from({ length: EXTRA_LISTINGS }, (_, index) => ({
        title: `2 BHK near Baner hill ${index + 1} (${tag})`,
        listed_by: owner.data?.user_id,
        city: 'Pune',
        locality: 'Baner',
        rent: 21_000 + index * 500,
        deposit: 60_000,
        bedrooms: 2,
        area_sqft: 950,
        verified: true,
      })),
    )
    .select('id');
  expect(inserted.error).toBeNull();
  const insertedIds = (inserted.data ?? []).map((row) => row.id as string);

  try {
    await page.goto('/properties');
    const form = page.getByRole('form', { name: 'Filters' });
    if (!(await form.isVisible())) await page.locator('summary').filter({ hasText: 'Filters' }).click();
    await form.getByLabel('City').fill('Pune');
    await form.getByLabel('Budget from').selectOption('20000');
    await form.getByLabel('Budget up to').selectOption('50000');
    await form.getByLabel('Bedrooms').selectOption('2');
    await form.getByRole('button', { name: 'Show homes' }).click();
    await expect(page).toHaveURL(/\/properties\?city=Pune&min_rent=20000&max_rent=50000&bhk=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for rent in Pune');
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await expect(page.getByRole('article')).toHaveCount(20);
    const firstOnPageOne = await page.getByRole('article').first().getByRole('heading').textContent();

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const firstOnPageTwo = await page.getByRole('article').first().getByRole('heading').textContent();
    expect(firstOnPageTwo).not.toBe(firstOnPageOne);

    await page.goBack();
    await expect(page).toHaveURL(/bhk=2$/);
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(firstOnPageOne ?? '');
    await page.goForward();
    await expect(page).toHaveURL(/page=2$/);
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(firstOnPageTwo ?? '');

    // Open the first listing on page two.
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
    const listingUrl = new URL(page.url());
    const propertyId = listingUrl.pathname.split('/').at(-1) ?? '';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstOnPageTwo ?? '');

    // Signed out, "Schedule a visit" leads to sign-in; the visitor creates an account there.
    await page.getByRole('link', { name: 'Schedule a visit' }).click();
    await expect(page).toHaveURL(/\/auth\?next=/);
    await page.getByRole('navigation', { name: 'Sign in or create an account' }).getByRole('link', { name: 'Create account' }).click();
    const email = `visitor.${testInfo.project.name}.${Date.now()}@example.in`;
    const signUp = page.getByRole('form', { name: 'Create your account' });
    await signUp.getByLabel('Full name').fill('Ananya Kulkarni');
    await signUp.getByLabel('Mobile number (optional)').fill('+91 98220 12345');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill('Ananya@2026');
    await signUp.getByRole('button', { name: 'Create account' }).click();

    // Sign-ups are confirmed by email: the page says so, and the link in the email signs them in.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
    await expect(page.getByRole('main').getByRole('status')).toContainText(email);
    await page.getByRole('link', { name: 'Open the development mailbox' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your signup' })).toBeVisible();
    await page.getByRole('link', { name: 'Open the link in this email' }).first().click();
    await expect(page).toHaveURL(`${listingUrl.origin}/property/${propertyId}#visit`);

    // Back on the same listing, signed in.
    await page.getByRole('button', { name: /Add to shortlist/ }).click();
    await expect(page.getByText('Saved to your shortlist')).toBeVisible();

    const visitDay = addDays(todayIso(), 3);
    const visit = page.locator('#visit');
    await visit.getByRole('radio', { name: 'Video call' }).check();
    await visit.getByLabel('Day').fill(visitDay);
    await visit.getByLabel('Time').selectOption('11:00');
    await visit.getByRole('button', { name: 'Request visit' }).click();
    await expect(visit.getByRole('status')).toContainText('Visit requested for');

    const moveIn = addDays(todayIso(), 20);
    const apply = page.locator('#apply');
    await apply.getByLabel('Move-in date').fill(moveIn);
    await apply.getByLabel('About you (optional)').fill('Software engineer moving from Nagpur with my spouse.');
    await apply.getByRole('button', { name: 'Send application' }).click();
    await expect(apply.getByRole('status')).toHaveText('Application sent. The owner will reply in your portal.');

    // The database holds exactly those rows, and the profile got the name and phone.
    const profile = await service.from('profiles').select('user_id, full_name, phone').eq('email', email).single();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({ full_name: 'Ananya Kulkarni', phone: '+91 98220 12345' });
    const userId = profile.data?.user_id as string;
    const shortlist = await service.from('shortlisted_properties').select('property_id').eq('user_id', userId);
    expect(shortlist.data).toEqual([{ property_id: propertyId }]);
    const visits = await service.from('property_visits').select('property_id, visit_type, scheduled_date, status').eq('user_id', userId);
    expect(visits.data).toHaveLength(1);
    expect(visits.data?.[0]).toMatchObject({ property_id: propertyId, visit_type: 'virtual', status: 'requested' });
    expect(new Date(visits.data?.[0]?.scheduled_date as string).getTime()).toBe(new Date(`${visitDay}T11:00:00+05:30`).getTime());
    const applications = await service.from('property_applications').select('property_id, move_in_date, status, notes').eq('user_id', userId);
    expect(applications.data).toEqual([
      { property_id: propertyId, move_in_date: moveIn, status: 'pending', notes: 'Software engineer moving from Nagpur with my spouse.' },
    ]);
    const viewed = await service.from('recently_viewed_properties').select('property_id').eq('user_id', userId);
    expect(viewed.data).toEqual([{ property_id: propertyId }]);

    // A reload shows what was done instead of the forms.
    await page.reload();
    await expect(page.getByRole('button', { name: /Remove from shortlist/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#visit').getByRole('status')).toContainText('You asked for a video call');
    await expect(page.locator('#apply').getByRole('status')).toContainText('You applied on');

    // Signed in, a search is kept for the person's recent searches (the browser records it: the page
    // is the same for everyone), once however often it is shown.
    await page.goto('/properties?city=Pune&bhk=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for rent in Pune');
    const recent = async () =>
      (await service.from('recent_searches').select('label, filters').eq('user_id', userId).order('created_at', { ascending: true })).data;
    await expect.poll(recent).toEqual([{ label: '2 BHK · in Pune', filters: { city: 'Pune', bhk: '2' } }]);
    await page.goto('/properties?city=Pune&bhk=2&sort=rent_asc');
    await expect(page.getByRole('button', { name: 'Save search' })).toBeVisible();
    // In Hindi, a new search is labelled in Hindi.
    await page.goto('/hi/properties?city=Pune&bhk=3');
    await expect.poll(recent).toEqual([
      { label: '2 BHK · in Pune', filters: { city: 'Pune', bhk: '2' } },
      { label: '3 BHK · Pune में', filters: { city: 'Pune', bhk: '3' } },
    ]);
  } finally {
    await service.from('properties').delete().in('id', insertedIds);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form still searches', async ({ page }) => {
    await page.goto('/properties');
    const form = page.getByRole('form', { name: 'Filters' });
    if (!(await form.isVisible())) await page.locator('summary').filter({ hasText: 'Filters' }).click();
    await form.getByLabel('City').fill('Pune');
    await form.getByRole('button', { name: 'Show homes' }).click();
    await expect(page).toHaveURL(/\/properties\?city=Pune&/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for rent in Pune');
    await expect(page.getByText(/homes? found/)).toBeVisible();
  });
});
