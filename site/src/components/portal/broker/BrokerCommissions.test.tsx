import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './BrokerCommissions.stories.tsx';

const { Default, Affiliate, Empty, AffiliateEmpty, Error } = composeStories(stories);

describe('BrokerCommissions', () => {
  it('groups by month, newest first, and marks a month paid with its date', () => {
    render(<Default />);
    const months = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(months).toEqual([
      'Oct 2026: ₹5,500 Not paid yet',
      'Sep 2026: ₹3,600 Paid on 7 Oct 2026',
    ]);
    const october = screen.getByRole('table', { name: 'Commissions for Oct 2026' });
    expect(within(october).getAllByRole('row')[2]?.textContent).toContain('Differential');
  });

  it('gives each commission its level, rate, amount and status', () => {
    render(<Default />);
    const september = screen.getByRole('table', { name: 'Commissions for Sep 2026' });
    expect(within(september).getAllByRole('row')[1]?.textContent).toBe('Personal120%₹3,600Paid');
    expect(within(september).getByText('Paid').className).toContain('status--green');
  });

  it('shows only the affiliate-code commissions on the affiliate page', () => {
    render(<Affiliate />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Managed rental affiliate' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Oct 2026: ₹4,000 Not paid yet',
      'Sep 2026: ₹3,600 Paid on 7 Oct 2026',
    ]);
  });

  it('has an empty and an error state', () => {
    render(<Empty />);
    expect(screen.getByText(/No commissions yet/)).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your commissions');
  });

  it('says nothing came through the affiliate code yet', () => {
    render(<AffiliateEmpty />);
    expect(screen.getByText('No commissions through your affiliate code yet.')).toBeTruthy();
  });
});
