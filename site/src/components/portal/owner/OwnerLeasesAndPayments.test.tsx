import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './OwnerScreens.stories.tsx';

const s = composeStories(stories);

afterEach(cleanup);

const stat = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).closest('div')?.querySelector('dd')?.textContent;

describe('owner leases', () => {
  it('shows each lease with its state and terms, and warns once it is within its notice period', () => {
    render(<s.Leases />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leases' })).toBeTruthy();
    const lease = screen.getByRole('heading', { level: 2, name: /2 BHK in Koramangala: Ananya Sharma/ });
    expect(within(lease).getByText('Active').className).toContain('status--green');
    expect(screen.getByText('On day 5 of each month')).toBeTruthy();
    expect(screen.getByText('Eleven-month leave and licence agreement.')).toBeTruthy();
    expect(screen.queryByText(/within its notice period/)).toBeNull();
    cleanup();
    render(<s.LeasesEndingSoon />);
    expect(screen.getByText('Ends on 31 Jan 2027, in 21 days: within its notice period.')).toBeTruthy();
    cleanup();
    render(<s.LeasesEmpty />);
    expect(screen.getByText('No tenancies yet.')).toBeTruthy();
  });
});

describe('owner rent payments', () => {
  it('lists every month of rent with the tenant, its state and how it was paid', () => {
    render(<s.Payments />);
    expect(stat('Overdue')).toBe('₹28,000');
    expect(stat('Paid')).toBe('₹28,000');
    const rows = within(screen.getByRole('table', { name: 'Rent payments' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Nov 2026');
    expect(within(rows[1] as HTMLElement).getByText('Overdue').className).toContain('status--red');
    expect(rows[2]?.textContent).toContain('UPI, UTR4123');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });

  it('narrows the list by state, each tab a link of its own', () => {
    render(<s.PaymentsOverdue />);
    const rows = within(screen.getByRole('table', { name: 'Rent payments' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('Ananya Sharma');
    expect(screen.getByRole('link', { name: 'Overdue' }).getAttribute('href')).toBe(
      '/portal/landlord/payments?status=overdue',
    );
    cleanup();
    render(<s.PaymentsNoneDue />);
    expect(screen.getByText('No rent payments in this list.')).toBeTruthy();
  });

  it('says when no rent is recorded, and offers a retry when loading fails', () => {
    render(<s.PaymentsEmpty />);
    expect(screen.getByText('No rent has been recorded yet.')).toBeTruthy();
    cleanup();
    render(<s.PaymentsError />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/landlord/payments',
    );
  });
});
