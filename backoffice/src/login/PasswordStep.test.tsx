import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { describedBy } from '../testing/describedBy.ts';
import * as stories from './PasswordStep.stories.tsx';

const { Default, SigningIn } = composeStories(stories);

afterEach(cleanup);

/** The story's onSubmit mock, cleared. */
function submitted(story: { args: { onSubmit?: unknown } }): Mock {
  const onSubmit = story.args.onSubmit as Mock;
  onSubmit.mockClear();
  return onSubmit;
}

describe('PasswordStep', () => {
  it('keeps the browser autofill hints for the email and the password', async () => {
    render(<Default />);
    expect((await screen.findByLabelText(/Email/)).getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText(/Password/).getAttribute('autocomplete')).toBe('current-password');
  });

  it('submits the trimmed email and the password', async () => {
    const onSubmit = submitted(Default);
    const user = userEvent.setup();
    render(<Default />);
    await user.type(await screen.findByLabelText(/Email/), ' admin@demo.rentals.in ');
    await user.type(screen.getByLabelText(/Password/), 'Admin@Demo2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'admin@demo.rentals.in',
      password: 'Admin@Demo2026',
    });
  });

  it('says beside each field what is missing, focuses it, and sends nothing', async () => {
    const onSubmit = submitted(Default);
    const user = userEvent.setup();
    render(<Default />);
    const email = await screen.findByLabelText(/Email/);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    await user.click(signIn);
    await waitFor(() => expect(describedBy(email)).toBe('Enter a valid email address'));
    expect(document.activeElement).toBe(email);
    await user.type(email, 'admin@demo.rentals.in');
    await user.click(signIn);
    const password = screen.getByLabelText(/Password/);
    await waitFor(() => expect(describedBy(password)).toBe('Password is required'));
    expect(document.activeElement).toBe(password);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends one sign-in for a double click, and is busy while it runs', async () => {
    const onSubmit = submitted(SigningIn);
    const user = userEvent.setup();
    render(<SigningIn />);
    await user.type(await screen.findByLabelText(/Email/), 'a@b.in');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    const button = screen.getByRole('button', { name: 'Sign in' });
    // No pause between the clicks: a browser can deliver both before the screen renders again.
    await userEvent.setup({ delay: null }).dblClick(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
