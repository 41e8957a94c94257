import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stat } from '../../../testing/stat.ts';
import * as stories from './OwnerPayments.stories.tsx';

const { Default, Overdue, NoneDue, Empty, Error, AwaitingConfirmation, Manager } = composeStories(stories);

describe('OwnerPayments', () => {
  it('lists every month of rent with the tenant, its state and how it was paid', () => {
    render(<Default />);
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
    render(<Overdue />);
    const rows = within(screen.getByRole('table', { name: 'Rent payments' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('Ananya Sharma');
    expect(screen.getByRole('link', { name: 'Overdue' }).getAttribute('href')).toBe(
      '/portal/landlord/payments?status=overdue',
    );
    cleanup();
    render(<NoneDue />);
    expect(screen.getByText('No rent payments in this list.')).toBeTruthy();
  });

  it('keeps months the tenant marked paid in a tab of their own until the landlord confirms them', () => {
    render(<AwaitingConfirmation />);
    const rows = within(screen.getByRole('table', { name: 'Rent payments' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Oct 2026'), expect.stringContaining('Aug 2026')]);
    expect(within(rows[0] as HTMLElement).getByText('Awaiting confirmation').className).toContain('status--blue');
    expect(screen.getByRole('link', { name: 'Awaiting confirmation' }).getAttribute('href')).toBe('/portal/landlord/payments?status=reported');
  });

  it('offers the landlord, and not a property manager, a way back for a paid month, with a reason', () => {
    render(<Default />);
    const reopen = screen.getByRole('button', { name: 'Send back as unpaid: Oct 2026 rent for 2 BHK in Koramangala' });
    expect(reopen.closest('form')?.getAttribute('action')).toBe('/portal/landlord/payments/reopen');
    expect(screen.queryByRole('button', { name: /^Send back as unpaid: Nov 2026/ })).toBeNull();
    cleanup();
    render(<Manager />);
    expect(screen.queryByRole('button', { name: /^Send back as unpaid/ })).toBeNull();
  });

  it('says when no rent is recorded, and offers a retry when loading fails', () => {
    render(<Empty />);
    expect(screen.getByText('No rent has been recorded yet.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/landlord/payments',
    );
  });
});
