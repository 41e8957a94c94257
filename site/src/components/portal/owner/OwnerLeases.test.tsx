import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './OwnerLeases.stories.tsx';

const { Default, EndingSoon, OpenEnded, Empty, Error } = composeStories(stories);

describe('OwnerLeases', () => {
  it('shows each lease with its state and terms, and warns once it is within its notice period', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leases' })).toBeTruthy();
    const lease = screen.getByRole('heading', {
      level: 2,
      name: /2 BHK in Koramangala: Ananya Sharma/,
    });
    expect(within(lease).getByText('Active').className).toContain('status--green');
    expect(screen.getByText('On day 5 of each month')).toBeTruthy();
    expect(screen.getByText('Eleven-month leave and licence agreement.')).toBeTruthy();
    expect(screen.queryByText(/within its notice period/)).toBeNull();
    cleanup();
    render(<EndingSoon />);
    expect(
      screen.getByText('Ends on 31 Jan 2027, in 21 days: within its notice period.'),
    ).toBeTruthy();
    cleanup();
    render(<Empty />);
    expect(screen.getByText('No tenancies yet.')).toBeTruthy();
  });

  it('never warns about a lease without an end date, and says it has none', () => {
    render(<OpenEnded />);
    expect(screen.getByText('From 1 Mar 2026, no end date')).toBeTruthy();
    expect(screen.queryByText(/within its notice period/)).toBeNull();
  });

  it('offers a retry when the portfolio failed to load', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/landlord/lease',
    );
  });
});
