// Adding a mobile number on the settings page: the number waits until the code texted to it comes
// back (the page asks for it), then it is the account's confirmed number, the profile's verified
// phone, and signs the person in with a code.
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { createPerson } from '../src/people.ts';

test('a person adds a mobile number in settings and confirms it with the texted code', async ({ page, context, service, anon, product }) => {
  // Two round trips through the auth server and a mailbox.
  test.slow();
  const person = await createPerson(service, 'Arjun Menon');
  const password = 'Arjun@Settings2026';
  expect((await service.auth.admin.updateUserById(person.id, { password })).error).toBeNull();
  const digits = `8${String(Date.now()).slice(-9)}`;
  await signInBrowser(context, product, { email: person.email, password });

  await page.goto('/portal/user/settings');
  const section = page.getByRole('region', { name: 'Mobile number' });
  await expect(section).toContainText('Add your mobile number to sign in with a texted code, without a password.');
  await section.getByRole('textbox', { name: 'Mobile number' }).fill(`0${digits}`);
  await section.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText(`We have texted a code to +91${digits}. Enter it below.`)).toBeVisible();
  const waiting = (await service.auth.admin.getUserById(person.id)).data.user as { phone?: string; new_phone?: string } | null;
  expect(waiting).toMatchObject({ phone: '', new_phone: `91${digits}` });

  const mailbox = await context.newPage();
  await mailbox.goto(`${product.mailboxUrl}?to=${digits}`);
  const code = /\b(\d{6})\b/.exec(await mailbox.getByRole('article').first().locator('pre').innerText())?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await mailbox.close();

  await section.getByRole('textbox', { name: 'Code from the text message' }).fill(code!);
  await section.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.getByText('Your mobile number is verified.')).toBeVisible();
  await expect(section).toContainText(`Your verified mobile number is +91${digits}.`);

  const confirmed = (await service.auth.admin.getUserById(person.id)).data.user;
  expect(confirmed?.phone).toBe(`91${digits}`);
  expect(confirmed?.phone_confirmed_at).toBeTruthy();
  const profile = await service.from('profiles').select('phone, phone_verified').eq('user_id', person.id).single();
  expect(profile.data).toEqual({ phone: `+91${digits}`, phone_verified: true });
  // The number now signs in with a code too.
  expect((await anon.auth.signInWithOtp({ phone: `+91${digits}` })).error).toBeNull();
});
