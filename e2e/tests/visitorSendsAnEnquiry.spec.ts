import { CONTACT_EMAIL_LIMIT, CONTACT_TOO_FAST, INVALID_EMAIL } from '@rentals/core/validation/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

const MESSAGE = 'We own a 3 BHK in Whitefield, Bengaluru. How does the guaranteed lease work, and what rent could we expect?';

/** Fills the form as a person would; the page's clock then moves on, as a person takes time to type. */
async function fill(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Your name' }).fill('Meera Iyer');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('+91 98765 43210');
  await page.getByRole('textbox', { name: 'Your message' }).fill(MESSAGE);
  await page.clock.fastForward('00:08');
}

async function send(page: Page) {
  await page.getByRole('button', { name: 'Send enquiry' }).click();
}

test('a visitor sends an enquiry, which is stored, and a burst beyond the hourly limit is refused', async ({ page, service }, testInfo) => {
  const email = `meera.${testInfo.project.name}.${Date.now()}@example.in`;
  const stored = async () => {
    const { data, error } = await service.from('contact_enquiries').select('name, email, phone, topic, message').eq('email', email);
    expect(error).toBeNull();
    return data ?? [];
  };
  const opened = new Date('2026-11-23T10:00:00+05:30');
  // Time stands still on the page until fill() moves it on.
  await page.clock.install({ time: opened });
  await page.clock.pauseAt(new Date(opened.getTime() + 1_000));

  // Sent the moment the page opened, as a bot would: refused, with the reason above the form.
  await page.goto('/contact?topic=guaranteed_lease');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('guaranteed_lease');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Meera Iyer');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Your message' }).fill(MESSAGE);
  await send(page);
  await expect(page.getByRole('alert')).toContainText(CONTACT_TOO_FAST);
  expect(await stored(), 'nothing stored').toEqual([]);

  await fill(page, 'meera.iyer@');
  await send(page);

  // The server sends the form back with the error next to the field and everything typed kept.
  const emailBox = page.getByRole('textbox', { name: 'Email address' });
  await expect(emailBox).toHaveAccessibleDescription(`We reply to this address. ${INVALID_EMAIL}`);
  await expect(emailBox).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toContainText('Your enquiry was not sent');
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue(MESSAGE);
  await expect(page.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('guaranteed_lease');
  expect(await stored(), 'nothing stored yet').toEqual([]);
  // axe runs on timers, so the page's clock runs again from here.
  await page.clock.resume();
  expect(await seriousViolations(page), 'form with errors').toEqual([]);

  // Corrected and sent at once: the time spent before the error counts.
  await emailBox.fill(email);
  await send(page);
  await expect(page).toHaveURL(/\/contact\/sent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your enquiry has been sent' })).toBeVisible();
  expect(await stored()).toEqual([
    { name: 'Meera Iyer', email, phone: '+91 98765 43210', topic: 'guaranteed_lease', message: MESSAGE },
  ]);

  // Two more use up the hour's budget for the address; the next is refused and nothing is stored.
  for (let i = 0; i < 2; i += 1) {
    await page.goto('/contact');
    await fill(page, email);
    await send(page);
    await expect(page).toHaveURL(/\/contact\/sent$/);
  }
  await page.goto('/contact');
  await fill(page, email);
  await send(page);
  await expect(page.getByRole('alert')).toContainText(CONTACT_EMAIL_LIMIT);
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue(MESSAGE);
  expect(await stored(), 'rows after the burst').toHaveLength(3);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still posts, and the enquiry is stored', async ({ page, service }, testInfo) => {
    const email = `no.script.${testInfo.project.name}.${Date.now()}@example.in`;
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Arjun Rao');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('combobox', { name: 'What is it about?' }).selectOption({ label: 'Tenant verification' });
    await page.getByRole('textbox', { name: 'Your message' }).fill('Please verify a tenant for our flat in Kothrud, Pune.');
    await send(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your enquiry has been sent' })).toBeVisible();
    const { data, error } = await service.from('contact_enquiries').select('name, topic, phone').eq('email', email);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Arjun Rao', topic: 'tenant_verification', phone: null }]);
  });
});
