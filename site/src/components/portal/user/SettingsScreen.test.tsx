import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageTable } from '../../../i18n/messages.ts';
import { translator } from '../../../i18n/t.ts';
import { watchPosts } from '../../../islands/form/postWatch.ts';
import * as stories from './SettingsScreen.stories.tsx';

const { Default, WrongCurrentPassword, Invalid, ClientErrors, Filled, Submitting, EmailChangePending } = composeStories(stories);

let watch = watchPosts();
beforeEach(() => {
  watch = watchPosts();
});
afterEach(() => {
  watch.stop();
  cleanup();
});

const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('SettingsScreen', () => {
  it('asks for the current password before a new one, and offers to sign out everywhere', () => {
    render(<Default />);
    for (const label of ['Current password', 'New password', 'New password again']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).type).toBe('password');
    }
    expect(screen.getByLabelText('Current password').getAttribute('autocomplete')).toBe('current-password');
    const signOut = screen.getByRole('button', { name: 'Sign out everywhere' });
    expect(signOut.closest('form')?.getAttribute('action')).toBe('/portal/user/settings/sign-out-everywhere');
  });

  it('offers to change the email address, and says a change waits for its links', () => {
    render(<EmailChangePending />);
    expect(screen.getByRole('heading', { name: 'Email address' })).toBeTruthy();
    expect((screen.getByLabelText('New email address') as HTMLInputElement).type).toBe('email');
    expect(screen.getByRole('status').textContent).toContain('Your email address changes to neha.sharma@example.co.in once both are opened.');
  });

  it('says when the current password is wrong', () => {
    render(<WrongCurrentPassword />);
    expect(errorOf('Current password')).toBe('Your current password is not correct');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('explains a short or mismatched new password', () => {
    render(<Invalid />);
    expect(errorOf('New password')).toBe('Password must be at least 6 characters');
    expect(errorOf('New password again')).toBe('The two new passwords do not match');
  });

  it('checks the password form in the browser: the message beside each field, the first focused, nothing posted', async () => {
    const { container } = render(<ClientErrors />);
    await ClientErrors.play?.({ canvasElement: container } as never);
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(errorOf('Current password')).toBe('Enter your current password');
    expect(errorOf('New password')).toBe('Password is required');
    expect(watch.posts).toHaveLength(0);
  });

  it('says the mismatch in Hindi as the server does, and takes it away once the two agree', async () => {
    const hi = translator('hi');
    render(<Filled messages={messageTable(hi, 'hi')} />);
    await userEvent.type(screen.getByLabelText('Current password'), 'Meera@2026');
    await userEvent.type(screen.getByLabelText('New password'), 'Meera@2027');
    await userEvent.type(screen.getByLabelText('New password again'), 'Meera@2028');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const again = screen.getByLabelText('New password again');
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(errorOf('New password again')).toBe(hi('serverForms.validation.newPasswordsDiffer'));
    await userEvent.clear(again);
    await userEvent.type(again, 'Meera@2027');
    await waitFor(() => expect(again.getAttribute('aria-invalid')).toBeNull());
    expect(watch.posts).toHaveLength(0);
  });

  it('a valid form posts once, its button busy and disabled', async () => {
    const { container } = render(<Submitting />);
    await Submitting.play?.({ canvasElement: container } as never);
    const button = await screen.findByRole('button', { name: 'Saving…' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    (button as HTMLButtonElement).form?.requestSubmit();
    expect(watch.posts).toHaveLength(1);
    expect(watch.posts[0]?.get('password')).toBe('Meera@2027');
  });
});
