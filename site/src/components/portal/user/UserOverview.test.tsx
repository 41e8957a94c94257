import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './UserOverview.stories.tsx';

const { Default, Empty, Error } = composeStories(stories);

afterEach(cleanup);

describe('UserOverview', () => {
  it('counts what the person saved, viewed, listed and applied for, each leading to its list', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Recently viewed' }).getAttribute('href')).toBe('/portal/user/recently-viewed');
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your profile (60% done)' }).getAttribute('href')).toBe('/portal/user/profile');
    expect(screen.getByRole('link', { name: 'List a property' }).getAttribute('href')).toBe('/properties/create');
  });

  it('shows zeros and no profile nudge when the profile is complete', () => {
    render(<Empty />);
    expect(screen.getAllByText('0')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: /Complete your profile/ })).toBeNull();
  });

  it('shows the error', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load user data');
  });
});
