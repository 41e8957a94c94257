import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TenantLease.stories.tsx';

const { Default, Ended, NoLease, Error } = composeStories(stories);

describe('TenantLease', () => {
  it('shows the running lease with the landlord to call, and earlier ones folded away', () => {
    render(<Default />);
    const lease = screen.getByRole('region', { name: /2 BHK in Koramangala/ });
    expect(within(lease).getByText('Active')).toBeTruthy();
    expect(within(lease).getByText('Landlord').nextElementSibling?.textContent).toBe(
      'Suresh Reddy, +91 99000 11223',
    );
    expect(
      within(lease).getByRole('link', { name: 'Call Suresh Reddy' }).getAttribute('href'),
    ).toBe('tel:+919900011223');
    expect(screen.getByText('Earlier leases (1)')).toBeTruthy();
  });

  it('says when there is no lease, and when it failed to load', () => {
    render(<NoLease />);
    expect(screen.getByText('You have no lease through Rentals.in yet.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your lease');
  });

  it('shows an ended lease as the latest, with nothing to call and nothing folded away', () => {
    render(<Ended />);
    const lease = screen.getByRole('region', { name: /Property no longer listed/ });
    expect(within(lease).getByText('Ended').className).toContain('status--red');
    expect(within(lease).getByText('1 Feb 2025 – 31 Jan 2026')).toBeTruthy();
    expect(within(lease).queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Earlier leases/)).toBeNull();
  });
});
