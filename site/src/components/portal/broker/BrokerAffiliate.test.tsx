import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './BrokerAffiliate.stories.tsx';

const { Default, Pending, None, Error } = composeStories(stories);

describe('BrokerAffiliate', () => {
  it('shows the code, status and sponsor, or the way to join', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Affiliate code AFF10005' })).toBeTruthy();
    expect(screen.getByText('AFF10004')).toBeTruthy();
    cleanup();
    render(<None />);
    expect(
      screen.getByRole('link', { name: 'Join the affiliate programme' }).getAttribute('href'),
    ).toBe('/register/affiliate');
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your affiliate standing');
  });

  it('marks an active affiliate in green, since when, with the way to the dashboard', () => {
    render(<Default />);
    expect(screen.getByText('Active').className).toContain('status--green');
    expect(screen.getByText('9 Feb 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Affiliate dashboard' }).getAttribute('href')).toBe(
      '/portal/affiliate/dashboard',
    );
  });

  it('marks a pending affiliate in amber and says they joined without a sponsor', () => {
    render(<Pending />);
    expect(screen.getByText('Pending').className).toContain('status--amber');
    expect(screen.getByText('None (you joined directly)')).toBeTruthy();
  });
});
