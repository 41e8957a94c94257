import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TenantFrame.stories.tsx';

const { Default, NoLease, Error } = composeStories(stories);

describe('TenantFrame', () => {
  it("titles and introduces the screen, then shows the screen's content", () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your lease' })).toBeTruthy();
    expect(
      screen.getByText('The terms of your tenancy and how to reach your landlord.'),
    ).toBeTruthy();
    expect(screen.getByText('Leases on record: 2')).toBeTruthy();
  });

  it('leads someone without a lease to the listings instead', () => {
    render(<NoLease />);
    expect(screen.getByText('You have no lease through Rentals.in yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe(
      '/properties',
    );
    expect(screen.queryByText(/Leases on record/)).toBeNull();
  });

  it('shows the error with a retry of the same page', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your lease');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/tenant/lease',
    );
    expect(screen.queryByText(/Leases on record/)).toBeNull();
  });
});
