import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './OwnerTenants.stories.tsx';

const { Default, OpenEndedLease, Empty, Error } = composeStories(stories);

const firstRow = () =>
  within(screen.getByRole('table', { name: 'Tenants' })).getAllByRole('row')[1] as HTMLElement;

describe('OwnerTenants', () => {
  it('lists tenancies with the tenant to call, the lease state and an overdue month in red', () => {
    render(<Default />);
    const row = firstRow();
    expect(within(row).getByRole('link', { name: '+91 98450 12345' }).getAttribute('href')).toBe(
      'tel:+919845012345',
    );
    expect(within(row).getByText('Active').className).toContain('status--green');
    expect(within(row).getByText('Overdue').className).toContain('status--red');
    cleanup();
    render(<Empty />);
    expect(screen.getByText('No tenancies yet.')).toBeTruthy();
  });

  it('gives the lease period, the rent and a way to write to the tenant', () => {
    render(<Default />);
    const row = firstRow();
    expect(row.textContent).toContain('1 Mar 2026 – 31 Jan 2027');
    expect(row.textContent).toContain('₹28,000');
    expect(
      within(row).getByRole('link', { name: 'tenant@demo.rentals.in' }).getAttribute('href'),
    ).toBe('mailto:tenant@demo.rentals.in');
  });

  it('says when a lease has no end date', () => {
    render(<OpenEndedLease />);
    expect(firstRow().textContent).toContain('From 1 Mar 2026, no end date');
    expect(within(firstRow()).getByText('Active')).toBeTruthy();
  });

  it("offers the manager's retry when the portfolio failed to load", () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/manager/tenants',
    );
  });
});
