import { composeStories } from '@storybook/react-vite';
import { INVALID_EMAIL } from '@rentals/core/validation/messages';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { noticesHi } from '../i18n/hi/notices.ts';
import { describedBy } from '../testing/describedBy.ts';
import * as stories from './LoginField.stories.tsx';

const { Empty, Filled, Refused, RefusedInHindi, Password } = composeStories(stories);

afterEach(cleanup);

describe('LoginField', () => {
  it('is a labelled, required field with the browser\'s autofill hint and the form\'s value', async () => {
    render(<Filled />);
    const email = await screen.findByLabelText(/Email/);
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(email.hasAttribute('required')).toBe(true);
    expect((email as HTMLInputElement).value).toBe('admin@demo.rentals.in');
  });

  it('keeps what is typed in the form', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const email = await screen.findByLabelText(/Email/);
    await user.type(email, 'a@b.in');
    expect((email as HTMLInputElement).value).toBe('a@b.in');
  });

  it('says the form\'s refusal beside the field and takes the cursor', async () => {
    const user = userEvent.setup();
    render(<Refused />);
    const email = await screen.findByLabelText(/Email/);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(describedBy(email)).toBe(INVALID_EMAIL));
    expect(document.activeElement).toBe(email);
  });

  it('says the refusal in Hindi to an admin who reads the console in Hindi', async () => {
    const user = userEvent.setup();
    render(<RefusedInHindi />);
    const email = await screen.findByLabelText(/Email|ईमेल/);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(describedBy(email)).toBe(noticesHi.get(INVALID_EMAIL)));
  });

  it('hides what is typed in the password', async () => {
    render(<Password />);
    expect((await screen.findByLabelText(/Password/)).getAttribute('type')).toBe('password');
  });
});
