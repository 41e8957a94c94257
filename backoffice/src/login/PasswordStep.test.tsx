import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './PasswordStep.stories.tsx';

const { Default, SigningIn } = composeStories(stories);

afterEach(cleanup);

describe('PasswordStep', () => {
  it('submits the trimmed email and the password once both are filled in', async () => {
    const onSubmit = fn();
    const user = userEvent.setup();
    render(<Default onSubmit={onSubmit} />);
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    expect(signIn.hasAttribute('disabled'), 'nothing entered yet').toBe(true);
    await user.type(screen.getByLabelText(/Email/), ' admin@demo.rentals.in ');
    await user.type(screen.getByLabelText(/Password/), 'Admin@Demo2026');
    await user.click(signIn);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'admin@demo.rentals.in', password: 'Admin@Demo2026' });
  });

  it('cannot be submitted twice while signing in', async () => {
    const user = userEvent.setup();
    render(<SigningIn />);
    await user.type(await screen.findByLabelText(/Email/), 'a@b.in');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(true);
  });
});
