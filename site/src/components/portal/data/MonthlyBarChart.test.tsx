import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './MonthlyBarChart.stories.tsx';

const { Default, TwelveMonths, NothingCollected } = composeStories(stories);

const heights = () =>
  [...document.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('height')));

describe('MonthlyBarChart', () => {
  it('draws a named chart with a bar, a short figure and a month per point', () => {
    render(<Default />);
    const chart = screen.getByRole('img', { name: 'Rent collected by month' });
    expect(
      [...chart.querySelectorAll('.bar-chart__label')].map((label) => label.textContent),
    ).toEqual(['May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct']);
    expect(
      [...chart.querySelectorAll('.bar-chart__value')].map((label) => label.textContent),
    ).toEqual(['₹28,000', '₹28,000', '₹56,000', '₹28,000', '₹0', '₹28,000']);
    const [may, , july, , september] = heights();
    expect(july).toBe(2 * (may ?? 0));
    expect(september).toBe(0);
  });

  it('gives the exact figures in a table named like the chart, behind a disclosure', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Rent collected by month' });
    expect(table.closest('details')?.querySelector('summary')?.textContent).toBe(
      'Show the figures',
    );
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MonthCollected',
      'May 2026₹28,000',
      'Jun 2026₹28,000',
      'Jul 2026₹56,000',
      'Aug 2026₹28,000',
      'Sep 2026₹0',
      'Oct 2026₹28,000',
    ]);
  });

  it('marks more than six months dense, so a phone leaves their figures to the table', () => {
    render(<Default />);
    expect(screen.getByRole('figure').className).toBe('bar-chart');
    cleanup();
    render(<TwelveMonths />);
    expect(screen.getByRole('figure').className).toBe('bar-chart bar-chart--dense');
  });

  it('writes lakhs short on the bars and in full in the table', () => {
    render(<TwelveMonths />);
    expect(screen.getByRole('img', { name: 'Qualified RVL by month' })).toBeTruthy();
    expect(screen.getAllByText('₹12.5L')).toHaveLength(1);
    expect(screen.getByRole('row', { name: 'Dec 2026 ₹12,50,000' })).toBeTruthy();
    expect(Math.max(...heights())).toBe(heights().at(-1));
  });

  it('draws flat bars when nothing was collected', () => {
    render(<NothingCollected />);
    expect(heights()).toEqual([0, 0, 0, 0, 0, 0]);
    expect(screen.getAllByText('₹0', { selector: 'td' })).toHaveLength(6);
  });
});
