import { devices } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { islandsHydrated } from '../src/islands.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

const landlord = DEMO_ACCOUNTS.find((account) => account.role === 'landlord');
const tenant = DEMO_ACCOUNTS.find((account) => account.role === 'tenant');

test('a renter messages an owner from a listing, the owner answers from the inbox and the renter sees it without reloading', async ({ browser, page, context, product, service }, testInfo) => {
  // Two people's pages through the real product, on a machine shared with other runs.
  test.slow();
  if (!landlord || !tenant) throw new Error('The seed has no demo landlord or tenant');
  const ownerContext = await browser.newContext({ ...devices['Pixel 7'], baseURL: product.siteUrl });
  try {
    const [renter, owner] = await Promise.all([signInBrowser(context, product, tenant), signInBrowser(ownerContext, product, landlord)]);
    const title = `2 BHK near Baner Road (${testInfo.project.name} ${Date.now()})`;
    const created = await service
      .from('properties')
      .insert({ title, listed_by: owner.id, city: 'Pune', locality: 'Baner', rent: 32000, bedrooms: 2, verified: true })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const propertyId = created.data?.id as string;

    await page.goto(`/property/${propertyId}`);
    const form = page.getByRole('form', { name: 'Message the owner' });
    await form.getByLabel('Your message').fill('Hello, is the flat free from January?');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/portal\/messages\/[0-9a-f-]{36}$/);
    const renterLog = page.getByRole('log', { name: 'Messages with Suresh' });
    await expect(renterLog).toContainText('Hello, is the flat free from January?');
    const conversationId = new URL(page.url()).pathname.split('/').pop() as string;
    const started = await service.from('conversations').select('renter_id, owner_id, status').eq('id', conversationId).single();
    expect(started.data).toEqual({ renter_id: renter.id, owner_id: owner.id, status: 'open' });

    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto('/portal/messages');
    const row = ownerPage.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    // The portal menu counts it beside Messages (as the database counts it, signed_in_person).
    const owned = await service.from('conversations').select('last_sender_id, last_message_at, owner_last_read_at').eq('owner_id', owner.id);
    const unread = (owned.data ?? []).filter((c) => c.last_message_at && c.last_sender_id !== owner.id
      && (!c.owner_last_read_at || Date.parse(c.owner_last_read_at) < Date.parse(c.last_message_at))).length;
    expect(unread, 'this conversation at least').toBeGreaterThan(0);
    await expect(ownerPage.locator('.portal-mobile-nav').getByLabel(`${unread} unread`)).toHaveCount(1);
    await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await seriousViolations(ownerPage), 'the inbox').toEqual([]);
    await row.getByRole('link', { name: /With Ananya/ }).click();
    const ownerLog = ownerPage.getByRole('log', { name: 'Messages with Ananya' });
    await expect(ownerLog).toContainText('Hello, is the flat free from January?');
    // Neither side sees the other's email or phone.
    await expect(ownerPage.getByText(tenant.email)).toHaveCount(0);
    // Typed before the thread's island has taken over, the text would be the server's markup's.
    await islandsHydrated(ownerPage);
    await ownerPage.getByLabel('Your message').fill('Yes, from 1 January. Come on Sunday.');
    await ownerPage.getByRole('button', { name: 'Send' }).click();
    await expect(ownerLog).toContainText('Yes, from 1 January. Come on Sunday.');

    // The renter's page was never reloaded: the answer arrives through the Realtime endpoint.
    await expect(renterLog).toContainText('Yes, from 1 January. Come on Sunday.');
    expect(await seriousViolations(page), 'the thread').toEqual([]);
    const thread = await service.from('messages').select('sender_id, body').eq('conversation_id', conversationId).order('created_at');
    expect(thread.data).toEqual([
      { sender_id: renter.id, body: 'Hello, is the flat free from January?' },
      { sender_id: owner.id, body: 'Yes, from 1 January. Come on Sunday.' },
    ]);
    const read = await service.from('conversations').select('owner_last_read_at, renter_last_read_at, last_sender_id').eq('id', conversationId).single();
    expect(read.data?.last_sender_id).toBe(owner.id);
    // The renter's open thread marked the answer read as it arrived.
    await expect.poll(async () => {
      const now = await service.from('conversations').select('renter_last_read_at, last_message_at').eq('id', conversationId).single();
      return Date.parse(now.data?.renter_last_read_at as string) >= Date.parse(now.data?.last_message_at as string);
    }).toBe(true);

    // Before the thread's script has taken over (or without script), a reply still goes out: the
    // form posts it, so the text is never in the address.
    const plain = await browser.newContext({ ...devices['Pixel 7'], baseURL: product.siteUrl, javaScriptEnabled: false, storageState: await context.storageState() });
    try {
      const plainPage = await plain.newPage();
      await plainPage.goto(`/portal/messages/${conversationId}`);
      await plainPage.getByLabel('Your message').fill('Sunday works. See you at 11.');
      await plainPage.getByRole('button', { name: 'Send' }).click();
      await expect(plainPage).toHaveURL(new RegExp(`/portal/messages/${conversationId}$`));
      await expect(plainPage.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
      await expect(plainPage.getByRole('log', { name: 'Messages with Suresh' })).toContainText('Sunday works. See you at 11.');
    } finally {
      await plain.close();
    }
    const last = await service.from('messages').select('sender_id, body').eq('conversation_id', conversationId).order('created_at', { ascending: false }).limit(1).single();
    expect(last.data).toEqual({ sender_id: renter.id, body: 'Sunday works. See you at 11.' });
  } finally {
    await ownerContext.close();
  }
});
