import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './CalculatorResult.stories.tsx';

const { Filled, NoPayout, TopRank } = composeStories(stories);

afterEach(cleanup);

describe('CalculatorResult', () => {
  it('shows rank, qualified RVL, streams, the next rank and the payout by level', () => {
    render(<Filled />);
    expect(screen.getByText('Builder')).toBeTruthy();
    // Streams ₹3,00,000 (B) and ₹1,20,000 (C and D): qualified ₹50,000 + ₹1,20,000 × 2.
    expect(screen.getByText('₹2,90,000')).toBeTruthy();
    expect(screen.getByText('₹1,10,000 more qualified RVL to Leader')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Payout by level' });
    // Own ₹50,000 at 15%; nothing on Builder B; 5% on Starters C and D.
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['LevelRVL paymentsAmount', '11₹7,500', '21₹5,000', '31₹1,000']);
    expect(screen.getByText(/Your payout/).textContent).toBe('Your payout: ₹13,500');
  });

  it('says when nothing is earned', () => {
    render(<NoPayout />);
    expect(screen.getByText('No commission on these volumes.')).toBeTruthy();
    expect(screen.getByText('₹1,50,000 more qualified RVL to Builder')).toBeTruthy();
  });

  it('says when the highest rank is held', () => {
    render(<TopRank />);
    expect(screen.getByText('Chairman')).toBeTruthy();
    expect(screen.getByText('You hold the highest rank.')).toBeTruthy();
  });
});
