import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './SettingsScreen.stories.tsx';

const { Default, WrongCurrentPassword, Invalid } = composeStories(stories);

afterEach(cleanup);

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
});
