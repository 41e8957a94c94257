import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './AffiliateCommissionsReport.stories.tsx';

const { Filled, Empty, Failed } = composeStories(stories);

afterEach(cleanup);

describe('AffiliateCommissionsReport', () => {
  it('lists every commission row with level, percentage, status, paid date and source payment', () => {
    render(<Filled />);
    const rows = within(screen.getByRole('table', { name: 'Commissions report' })).getAllByRole('row').map((r) => r.textContent);
    expect(rows[1]).toBe('Oct 2026Level 3 (differential)10%₹2,000Pending—3f2a9c1e');
    expect(rows[2]).toBe('Sep 2026Level 1 (personal)25%₹12,500Paid5 Oct 20269a8b7c6d');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/portal/affiliate/reports/commissions.csv');
  });

  it("says 'No commission records found' without rows", () => {
    render(<Empty />);
    expect(screen.getByText('No commission records found')).toBeTruthy();
  });

  it('says when they could not be loaded', () => {
    render(<Failed />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your affiliate data');
  });
});
