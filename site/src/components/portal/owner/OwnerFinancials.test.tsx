import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stat } from '../../../testing/stat.ts';
import * as stories from './OwnerFinancials.stories.tsx';

const { Default, NothingOverdue, Empty, Error } = composeStories(stories);

describe('OwnerFinancials', () => {
  it('shows this month, a rent chart of six months and the overdue list', () => {
    render(<Default />);
    expect(stat('Collected this month')).toBe('₹0');
    expect(stat('Overdue')).toBe('₹28,000');
    expect(screen.getByRole('img', { name: 'Rent collected by month' })).toBeTruthy();
    const overdue = screen.getByRole('table', { name: 'Overdue rent' });
    expect(within(overdue).getAllByRole('row')[1]?.textContent).toContain('5 Nov 2026');
    cleanup();
    render(<Empty />);
    expect(screen.getByText('No rent has been recorded yet.')).toBeTruthy();
  });

  it('lists the six months newest first with what was collected and what is outstanding', () => {
    render(<Default />);
    const rows = within(screen.getByRole('table', { name: 'Rent by month' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthCollectedOutstanding',
      'Nov 2026₹0₹28,000',
      'Oct 2026₹28,000₹0',
      'Sep 2026₹0₹0',
      'Aug 2026₹0₹0',
      'Jul 2026₹0₹0',
      'Jun 2026₹0₹0',
    ]);
  });

  it('leaves the overdue list out once every month is paid', () => {
    render(<NothingOverdue />);
    expect(stat('Collected this month')).toBe('₹28,000');
    expect(stat('Overdue')).toBe('₹0');
    expect(stat('Collected in six months')).toBe('₹56,000');
    expect(screen.queryByRole('table', { name: 'Overdue rent' })).toBeNull();
  });

  it('offers a retry when the portfolio failed to load', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/landlord/financials',
    );
  });
});
