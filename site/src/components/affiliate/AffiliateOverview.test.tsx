import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './AffiliateOverview.stories.tsx';

const { Filled, WithShadowPower, Empty, Failed } = composeStories(stories);

afterEach(cleanup);

const stat = (label: string) => screen.getByText(label).closest('.stat') as HTMLElement;

describe('AffiliateOverview', () => {
  it('shows this month: volumes, streams, qualified RVL, rank and the distance to the next rank', () => {
    render(<Filled />);
    expect(within(stat('Personal RVL')).getByText('₹50,000')).toBeTruthy();
    expect(within(stat('Primary stream (strongest leg)')).getByText('₹3,00,000')).toBeTruthy();
    expect(within(stat('Growth stream (other legs)')).getByText('₹1,00,000')).toBeTruthy();
    expect(within(stat('Qualified RVL')).getByText('₹2,50,000')).toBeTruthy();
    expect(within(stat('Rank this month')).getByText('Builder')).toBeTruthy();
    expect(screen.getByText('₹1,50,000 more qualified RVL to Leader')).toBeTruthy();
    expect(screen.getByText(/Sponsor: AFF10001/)).toBeTruthy();
    expect(screen.getByText('No shadow power is active on your account.')).toBeTruthy();
  });

  it('shows active shadow power and its changes, newest first', () => {
    render(<WithShadowPower />);
    expect(screen.getByText(/₹2,00,000 active/)).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(rows[1]?.textContent).toContain('12 Oct 2026');
    expect(rows[1]?.textContent).toContain('₹1,00,000 → ₹2,00,000');
    expect(rows[2]?.textContent).toContain('— → ₹1,00,000');
  });

  it('shows a new member N/A for the last run and no sponsor', () => {
    render(<Empty />);
    expect(within(stat('Current rank (last monthly run)')).getByText('N/A')).toBeTruthy();
    expect(screen.getByText(/You joined without a sponsor/)).toBeTruthy();
    expect(screen.getByText('No changes yet.')).toBeTruthy();
  });

  it('says when the data could not be loaded and offers to try again', () => {
    render(<Failed />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your affiliate data');
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
  });
});
