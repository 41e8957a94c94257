// The console's DD/MM/YYYY date fields, typed by keyboard as an admin types them.
import type { Locator, Page } from '@playwright/test';

/**
 * Types an ISO date into the field named `label` inside `scope`, day first, then leaves it with Tab,
 * or, with `then: 'Enter'`, presses Enter in the field, which submits its form.
 */
export async function typeDate(page: Page, scope: Locator, label: string, iso: string, then: 'Tab' | 'Enter' = 'Tab') {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(iso.split('-').reverse().join(''));
  await page.keyboard.press(then);
}
