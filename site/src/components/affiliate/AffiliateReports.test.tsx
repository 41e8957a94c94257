import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './AffiliateReports.stories.tsx';

const { Filled, Empty, Failed } = composeStories(stories);

afterEach(cleanup);

describe('AffiliateReports', () => {
  it('lists monthly volumes and ranks and offers both CSV files', () => {
    render(<Filled />);
    const table = screen.getByRole('table', { name: 'Monthly volumes and ranks' });
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows[1]).toBe('Oct 2026Builder₹50,000₹3,00,000₹1,00,000₹2,50,000');
    expect(rows[2]).toContain('N/A');
    expect(screen.getByRole('link', { name: 'Download monthly volumes (CSV)' }).getAttribute('href')).toBe('/portal/affiliate/reports/volumes.csv');
    expect(screen.getByRole('link', { name: 'Download commissions (CSV)' }).getAttribute('href')).toBe('/portal/affiliate/reports/commissions.csv');
    expect(screen.getByRole('link', { name: 'Open the commissions report' })).toBeTruthy();
  });

  it('says when no run has included the member yet', () => {
    render(<Empty />);
    expect(screen.getByText('No monthly run has included you yet.')).toBeTruthy();
  });

  it('says when the volumes could not be loaded', () => {
    render(<Failed />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your affiliate data');
  });
});
