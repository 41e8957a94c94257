import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './TenantScreens.stories.tsx';

const s = composeStories(stories);

afterEach(cleanup);

describe('tenant overview', () => {
  it('lists applications and visits with their status', () => {
    render(<s.Overview />);
    const applications = within(screen.getByRole('table', { name: 'Applications' })).getAllByRole(
      'row',
    );
    expect(within(applications[1] as HTMLElement).getByText('Approved').className).toContain(
      'status--green',
    );
    expect(applications[2]?.textContent).toContain('Property no longer listed');
    expect(
      within(screen.getByRole('table', { name: 'Visits' })).getAllByRole('row')[1]?.textContent,
    ).toContain('Virtual');
  });

  it('has empty and error states', () => {
    render(<s.OverviewEmpty />);
    expect(screen.getByText('You have not applied for a property yet.')).toBeTruthy();
    expect(screen.getByText('You have not asked to visit a property yet.')).toBeTruthy();
    cleanup();
    render(<s.OverviewError />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your applications');
  });
});

describe('tenant lease', () => {
  it('shows the running lease with the landlord to call, and earlier ones folded away', () => {
    render(<s.Lease />);
    const lease = screen.getByRole('region', { name: /2 BHK in Koramangala/ });
    expect(within(lease).getByText('Active')).toBeTruthy();
    expect(within(lease).getByText('Suresh Reddy, +91 99000 11223')).toBeTruthy();
    expect(
      within(lease).getByRole('link', { name: 'Call Suresh Reddy' }).getAttribute('href'),
    ).toBe('tel:+919900011223');
    expect(screen.getByText('Earlier leases (1)')).toBeTruthy();
  });

  it('says when there is no lease, and when it failed to load', () => {
    render(<s.NoLease />);
    expect(screen.getByText('You have no lease through Rentals.in yet.')).toBeTruthy();
    cleanup();
    render(<s.LeaseError />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your lease');
  });
});

describe('tenant payments, maintenance and documents', () => {
  it('shows the rent month by month with overdue in red and how each was paid', () => {
    render(<s.Payments />);
    const rows = within(
      screen.getByRole('table', { name: 'Rent for 2 BHK in Koramangala' }),
    ).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Overdue').className).toContain('status--red');
    expect(rows[2]?.textContent).toContain('UPI, UTR4123');
    expect(screen.getByText('₹28,000', { selector: 'dd' })).toBeTruthy();
  });

  it('raises a request on the rented property and lists the requests raised', () => {
    render(<s.Maintenance />);
    const form = screen
      .getByRole('group', { name: 'Raise a request' })
      .closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/portal/tenant/maintenance/raise');
    const property = within(form).getByRole('combobox', { name: 'Property' }) as HTMLSelectElement;
    expect([...property.options].map((option) => [option.value, option.textContent])).toEqual([
      ['p1', '2 BHK in Koramangala'],
    ]);
    expect(
      within(form).getByRole('textbox', { name: 'What needs fixing?' }).hasAttribute('required'),
    ).toBe(true);
    expect(within(form).getByRole('button', { name: 'Raise request' }).dataset.pendingLabel).toBe(
      'Sending…',
    );
    expect(screen.getByRole('heading', { level: 3, name: /Geyser not heating/ })).toBeTruthy();
  });

  it('offers no form once the lease has ended', () => {
    render(<s.MaintenanceAfterLease />);
    expect(screen.queryByRole('button', { name: 'Raise request' })).toBeNull();
    expect(screen.getByText('You can raise a request while your lease is running.')).toBeTruthy();
  });

  it('lists lease agreements and a receipt per paid month', () => {
    render(<s.Documents />);
    expect(screen.getByText('Lease agreement: 2 BHK in Koramangala, from 1 Mar 2026')).toBeTruthy();
    expect(screen.getByText('Rent receipt for Oct 2026: 2 BHK in Koramangala')).toBeTruthy();
    expect(screen.getByText('₹28,000 paid on 3 Oct 2026 by UPI, reference UTR4123')).toBeTruthy();
  });
});
