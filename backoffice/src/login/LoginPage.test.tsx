import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './LoginPage.stories.tsx';

const { Default, NeedsCode, WrongCode, Refused, FirstAdminSignIn } = composeStories(stories);

afterEach(cleanup);

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Email/), 'admin@demo.rentals.in');
  await user.type(screen.getByLabelText(/Password/), 'Admin@Demo2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('starts with the password step', async () => {
    render(<Default />);
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeTruthy();
  });

  it('asks for the authenticator code when the account has a second factor, and can start over', async () => {
    const user = userEvent.setup();
    render(<NeedsCode />);
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeTruthy();
  });

  it('says so when the code is refused, and keeps the code step for the next code', async () => {
    const user = userEvent.setup();
    render(<WrongCode />);
    await signIn(user);
    await user.type(await screen.findByLabelText(/Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code did not work. Check the time on your device and try the newest code.',
    );
    expect(screen.getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(false);
  });

  it('says so when the email or password is wrong, and keeps the form', async () => {
    const user = userEvent.setup();
    render(<Refused />);
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Email or password is incorrect.');
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
  });

  it('has an admin without an authenticator app set one up with the QR code or the key', async () => {
    const user = userEvent.setup();
    render(<FirstAdminSignIn />);
    await signIn(user);
    expect(
      await screen.findByRole('heading', { name: 'Set up two-step verification' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ')).toBeTruthy();
    expect(screen.getByLabelText(/Authentication code/)).toBeTruthy();
  });
});
