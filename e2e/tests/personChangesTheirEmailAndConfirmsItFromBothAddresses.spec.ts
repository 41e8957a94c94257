// Changing the email on the settings page: nothing changes until the links mailed to the new and to
// the current address are both opened (the page says so, in English and Hindi); the first link says
// the other is still to come, the second signs the person in and the new address is theirs.
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { createPerson } from '../src/people.ts';

test('a person changes their email and confirms it from both addresses', async ({ page, context, service, anon, product }, testInfo) => {
  // Two mailboxes and three round trips through the auth server.
  test.slow();
  const person = await createPerson(service, 'Neha Sharma');
  const password = 'Neha@Settings2026';
  expect((await service.auth.admin.updateUserById(person.id, { password })).error).toBeNull();
  const next = `neha.moved.${testInfo.project.name}.${Date.now()}@example.in`;
  await signInBrowser(context, product, { email: person.email, password });

  await page.goto('/portal/user/settings');
  const section = page.getByRole('region', { name: 'Email address' });
  await expect(section).toContainText(`You sign in and get our emails at ${person.email}.`);
  await section.getByLabel('New email address').fill(next);
  await section.getByRole('button', { name: 'Change email address' }).click();
  await expect(page.getByText(`Almost done: we have emailed a link to ${next} and one to ${person.email}.`)).toBeVisible();
  await expect(section.getByRole('status')).toContainText(`Your email address changes to ${next} once both are opened.`);
  const pending = async () => (await service.auth.admin.getUserById(person.id)).data.user as { email?: string; new_email?: string } | null;
  expect(await pending()).toMatchObject({ email: person.email, new_email: next });

  // The same page in Hindi tells the person to confirm (the switch's own link, followed directly).
  await page.goto('/language?to=hi&next=%2Fportal%2Fuser%2Fsettings');
  await expect(page.getByRole('region', { name: 'ईमेल पता' }).getByRole('status')).toContainText('दोनों खुलते ही आपका ईमेल पता बदलकर');
  await page.goto('/language?to=en&next=%2Fportal%2Fuser%2Fsettings');
  await expect(page.getByRole('region', { name: 'Email address' })).toBeVisible();

  // The link to the new address first: one confirmation is not the change.
  await page.goto(`${product.mailboxUrl}?to=${encodeURIComponent(next)}`);
  await expect(page.getByRole('heading', { name: 'Confirm your new email address' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the link in this email' }).first().click();
  await expect(page).toHaveURL(/\/portal\/user\/settings(#.*)?$/);
  await expect(page.getByText('One address is confirmed. Now open the link we emailed to the other address')).toBeVisible();
  expect(await pending()).toMatchObject({ email: person.email, new_email: next });

  // Then the one to the current address: the change happens, and the new address signs in.
  await page.goto(`${product.mailboxUrl}?to=${encodeURIComponent(person.email)}`);
  await expect(page.getByRole('heading', { name: 'Confirm the change of your email address' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the link in this email' }).first().click();
  await expect(page).toHaveURL(/\/portal\/user\/settings(#.*)?$/);
  await expect(page.getByText('Your email address has changed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email address' })).toContainText(`You sign in and get our emails at ${next}.`);

  const changed = await service.auth.admin.getUserById(person.id);
  expect(changed.data.user?.email).toBe(next);
  expect((changed.data.user as { new_email?: string } | null)?.new_email).toBeUndefined();
  const profile = await service.from('profiles').select('email').eq('user_id', person.id).single();
  expect(profile.data).toEqual({ email: next });
  expect((await anon.auth.signInWithPassword({ email: next, password })).error).toBeNull();
  expect((await anon.auth.signInWithPassword({ email: person.email, password })).error?.code).toBe('invalid_credentials');
});
