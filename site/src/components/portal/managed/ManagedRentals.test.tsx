import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ManagedRentals.stories.tsx';

const { Track, Manage, TrackEmpty, ManageEmpty, Error } = composeStories(stories);

afterEach(cleanup);

const tabs = () => screen.getByRole('navigation', { name: 'Managed rental views' });

describe('ManagedRentals', () => {
  it('tracks applications with status badges and rupees, the Track tab current', () => {
    render(<Track />);
    expect(
      within(tabs()).getByRole('link', { name: 'Track applications' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(tabs()).getByRole('link', { name: 'Manage properties' }).getAttribute('href'),
    ).toBe('/portal/broker/managed-rentals?tab=manage');
    const rows = within(
      screen.getByRole('table', { name: 'Managed rental applications' }),
    ).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Kothrud, Pune');
    expect(within(rows[1] as HTMLElement).getByText('Under review')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Approved').className).toContain(
      'status--green',
    );
    expect(rows[2]?.textContent).toContain('₹85,000');
  });

  it('manages configured properties with a month-by-month RVL ledger up to this month', () => {
    render(<Manage />);
    expect(screen.getByRole('heading', { name: 'Baner Greens Villa 4' })).toBeTruthy();
    expect(screen.getByText('By Bank transfer, on day 5 of the month')).toBeTruthy();
    const ledger = screen.getByRole('table', { name: 'RVL ledger of Baner Greens Villa 4' });
    expect(
      within(ledger)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Nov 2026₹6,800Not recorded yet—',
      'Oct 2026₹6,800Pending—',
      'Sep 2026₹6,800Paid6 Sep 2026',
    ]);
  });

  it('has empty states for each tab and an error state', () => {
    render(<TrackEmpty />);
    expect(screen.getByRole('link', { name: 'Submit a property for managed rental' })).toBeTruthy();
    cleanup();
    render(<ManageEmpty />);
    expect(screen.getByText(/No approved managed properties yet/)).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load managed rental data');
  });
});
