import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './BrokerPerformance.stories.tsx';

const { Default, Empty, Error } = composeStories(stories);

describe('BrokerPerformance', () => {
  it('draws a labelled chart of qualified RVL per month with the figures in a table', () => {
    render(<Default />);
    expect(screen.getByRole('img', { name: 'Qualified RVL by month' })).toBeTruthy();
    expect(screen.getByText('₹5.1L')).toBeTruthy();
    const figures = screen.getAllByRole('table')[0] as HTMLElement;
    expect(
      within(figures)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toContain('Oct 2026₹5,05,000');
    const streams = screen.getByRole('table', { name: 'Monthly volume by stream' });
    expect(within(streams).getAllByRole('row')[1]?.textContent).toContain('LEADER');
  });

  it('splits each month into its streams, newest first', () => {
    render(<Default />);
    const rows = within(
      screen.getByRole('table', { name: 'Monthly volume by stream' }),
    ).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthRankPersonalPrimary streamGrowth streamQualified RVL',
      'Oct 2026LEADER₹65,000₹2,20,000₹1,00,000₹5,05,000',
      'Sep 2026LEADER₹60,500₹2,10,000₹90,000₹4,80,500',
      'Aug 2026BUILDER₹54,000₹1,80,000₹60,000₹2,94,000',
    ]);
  });

  it('has an empty and an error state', () => {
    render(<Empty />);
    expect(screen.getByText('No monthly volume yet.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your performance');
  });
});
