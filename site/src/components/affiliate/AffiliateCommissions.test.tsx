import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './AffiliateCommissions.stories.tsx';

const { Filled, Empty, Failed } = composeStories(stories);

afterEach(cleanup);

describe('AffiliateCommissions', () => {
  it('totals pending and paid apart and lists each month by level', () => {
    render(<Filled />);
    expect(within(screen.getByText('Pending', { selector: 'dt' }).closest('.stat') as HTMLElement).getByText('₹8,500')).toBeTruthy();
    expect(within(screen.getByText('Paid', { selector: 'dt' }).closest('.stat') as HTMLElement).getByText('₹3,500')).toBeTruthy();
    const october = screen.getByRole('table', { name: 'Commissions of Oct 2026' });
    const rows = within(october).getAllByRole('row').map((r) => r.textContent);
    expect(rows[1]).toBe('Level 1 (personal)1₹5,000₹0');
    expect(rows[3]).toBe('Level 3 (differential)1₹2,000₹0');
    expect(screen.getByRole('heading', { name: 'Sep 2026' })).toBeTruthy();
  });

  it("says 'No commission records found' when there are none", () => {
    render(<Empty />);
    expect(screen.getByText('No commission records found')).toBeTruthy();
  });

  it('says when they could not be loaded', () => {
    render(<Failed />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your affiliate data');
  });
});
