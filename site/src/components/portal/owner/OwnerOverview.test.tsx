import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stat } from '../../../testing/stat.ts';
import * as stories from './OwnerOverview.stories.tsx';

const { Default, Manager, ManagerNotAppointed, Empty, Error } = composeStories(stories);

describe('OwnerOverview', () => {
  it('sums the portfolio up with links to each page', () => {
    render(<Default />);
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
    render(<Manager />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Property manager overview' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tenants' }).getAttribute('href')).toBe(
      '/portal/manager/tenants',
    );
    cleanup();
    render(<ManagerNotAppointed />);
    expect(
      screen.getByText('No landlord has appointed you as their property manager yet.'),
    ).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/landlord',
    );
  });

  it('shows zeros and no overdue notice before anything is listed, the pages still linked', () => {
    render(<Empty />);
    expect(stat('Properties')).toBe('0');
    expect(stat('Rent outstanding this month')).toBe('₹0');
    expect(screen.queryByText(/Overdue rent payments/)).toBeNull();
    const pages = screen.getByRole('region', { name: 'Your pages' });
    expect(within(pages).getByRole('link', { name: 'Properties' }).getAttribute('href')).toBe(
      '/portal/landlord/properties',
    );
  });
});
