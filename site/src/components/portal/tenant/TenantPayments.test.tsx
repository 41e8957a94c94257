import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stat } from '../../../testing/stat.ts';
import * as stories from './TenantPayments.stories.tsx';

const { Default, PaidUp, NoLease, Error } = composeStories(stories);

describe('TenantPayments', () => {
  it('shows the rent month by month with overdue in red and how each was paid', () => {
    render(<Default />);
    const rows = within(
      screen.getByRole('table', { name: 'Rent for 2 BHK in Koramangala' }),
    ).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Overdue').className).toContain('status--red');
    expect(rows[2]?.textContent).toContain('UPI, UTR4123');
    expect(screen.getByText('₹28,000', { selector: 'dd' })).toBeTruthy();
  });

  it('says what is outstanding and when it was due, and which lease has no rent on record', () => {
    render(<Default />);
    expect(stat('Outstanding')).toBe('₹28,000');
    expect(stat('Next due date')).toBe('5 Nov 2026');
    expect(screen.getByText('Rent for Property no longer listed: none recorded yet.')).toBeTruthy();
  });

  it('owes nothing once every month is paid', () => {
    render(<PaidUp />);
    expect(stat('Outstanding')).toBe('₹0');
    expect(stat('Next due date')).toBe('—');
    expect(screen.queryByText('Overdue')).toBeNull();
  });

  it('leads to the listings without a lease', () => {
    render(<NoLease />);
    expect(screen.getByText('You have no lease through Rentals.in yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry of the payments page when loading failed', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your lease');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/tenant/payments',
    );
  });
});
