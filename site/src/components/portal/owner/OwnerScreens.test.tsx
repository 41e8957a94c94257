import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './OwnerScreens.stories.tsx';

const s = composeStories(stories);

afterEach(cleanup);

const stat = (term: string) =>
  screen.getByText(term, { selector: 'dt, dt a' }).closest('div')?.querySelector('dd')?.textContent;

describe('owner overview', () => {
  it('sums the portfolio up with links to each page', () => {
    render(<s.Overview />);
    expect(screen.getByRole('heading', { level: 1, name: 'Landlord overview' })).toBeTruthy();
    expect(stat('Properties')).toBe('2');
    expect(stat('Current tenants')).toBe('1');
    expect(stat('Open maintenance requests')).toBe('1');
    expect(stat('Rent outstanding this month')).toBe('₹28,000');
    expect(screen.getByText(/Overdue rent payments: 1\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Maintenance' }).getAttribute('href')).toBe(
      '/portal/landlord/maintenance',
    );
  });

  it("speaks to a manager about their landlords' portfolio, or says no one appointed them", () => {
    render(<s.ManagerOverview />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Property manager overview' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tenants' }).getAttribute('href')).toBe(
      '/portal/manager/tenants',
    );
    cleanup();
    render(<s.ManagerNotAppointed />);
    expect(
      screen.getByText('No landlord has appointed you as their property manager yet.'),
    ).toBeTruthy();
    cleanup();
    render(<s.OverviewError />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/landlord',
    );
  });
});

describe('owner properties and tenants', () => {
  it('lists each listing with availability, verification and its current tenant', () => {
    render(<s.Properties />);
    const rows = within(screen.getByRole('table', { name: 'Properties' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Ananya Sharma');
    expect(rows[1]?.textContent).toContain('31 Jan 2027');
    expect(within(rows[2] as HTMLElement).getByText('Available').className).toContain(
      'status--green',
    );
    expect(rows[2]?.textContent).toContain('Awaiting review');
    cleanup();
    render(<s.PropertiesEmpty />);
    expect(screen.getByRole('link', { name: 'Add Property' }).getAttribute('href')).toBe(
      '/properties/create',
    );
  });

  it('lists tenancies with the tenant to call, the lease state and an overdue month in red', () => {
    render(<s.Tenants />);
    const row = within(screen.getByRole('table', { name: 'Tenants' })).getAllByRole(
      'row',
    )[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: '+91 98450 12345' }).getAttribute('href')).toBe(
      'tel:+919845012345',
    );
    expect(within(row).getByText('Active').className).toContain('status--green');
    expect(within(row).getByText('Overdue').className).toContain('status--red');
    cleanup();
    render(<s.TenantsEmpty />);
    expect(screen.getByText('No tenancies yet.')).toBeTruthy();
  });
});

describe('owner financials, reports and documents', () => {
  it('shows this month, a rent chart of six months and the overdue list', () => {
    render(<s.Financials />);
    expect(stat('Collected this month')).toBe('₹0');
    expect(stat('Overdue')).toBe('₹28,000');
    expect(screen.getByRole('img', { name: 'Rent collected by month' })).toBeTruthy();
    const overdue = screen.getByRole('table', { name: 'Overdue rent' });
    expect(within(overdue).getAllByRole('row')[1]?.textContent).toContain('5 Nov 2026');
    cleanup();
    render(<s.FinancialsEmpty />);
    expect(screen.getByText('No rent has been recorded yet.')).toBeTruthy();
  });

  it('reports occupancy, tenancies and maintenance', () => {
    render(<s.Reports />);
    expect(stat('Occupancy rate')).toBe('50%');
    expect(stat('Average time to close')).toBe('3 days');
  });

  it('opens each lease agreement to its terms', () => {
    render(<s.Documents />);
    expect(
      screen.getByText('Lease agreement: 2 BHK in Koramangala, Ananya Sharma, from 1 Mar 2026'),
    ).toBeTruthy();
    expect(screen.getByText('₹56,000')).toBeTruthy();
    expect(screen.getByText('On day 5 of each month')).toBeTruthy();
    cleanup();
    render(<s.DocumentsError />);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/landlord/documents',
    );
  });
});
