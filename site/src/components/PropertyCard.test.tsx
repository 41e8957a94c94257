import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './PropertyCard.stories.tsx';

const { Default, UnverifiedWithoutImage, LongTitle, Hindi, WithMaintenance } = composeStories(stories);

afterEach(cleanup);

describe('PropertyCard', () => {
  it('shows the title as a link to the property, where it is, the rent per month and its size', () => {
    render(<Default />);
    const card = screen.getByRole('article', { name: '3 BHK apartment near Koramangala Forum' });
    const link = within(card).getByRole('link', { name: '3 BHK apartment near Koramangala Forum' });
    expect(link.getAttribute('href')).toBe('/property/7c0e6f1e-2d7b-4c43-9a55-1d2f3c4b5a60');
    expect(within(card).getByText('Koramangala, Bengaluru')).toBeTruthy();
    expect(card.textContent).toContain('₹45,000/month');
    expect(within(card).getByText('3 BHK · Apartment · 1,450 sq ft')).toBeTruthy();
    expect(within(card).getByText('Verified')).toBeTruthy();
  });

  it('shows a placeholder and no verified badge for an unverified listing without photos', () => {
    render(<UnverifiedWithoutImage />);
    const card = screen.getByRole('article', { name: '1 BHK studio in Andheri West' });
    expect(within(card).getByText('No photo yet')).toBeTruthy();
    expect(within(card).queryByText('Verified')).toBeNull();
    expect(card.querySelector('img')).toBeNull();
    expect(card.textContent).toContain('₹1,50,000/month');
    expect(within(card).getByText('1 BHK · Studio')).toBeTruthy();
  });

  it('adds the total a month with maintenance, and says an owner lists it without brokerage', () => {
    render(<WithMaintenance />);
    const card = screen.getByRole('article', { name: '3 BHK apartment near Koramangala Forum' });
    expect(within(card).getByText('₹49,500/month with maintenance')).toBeTruthy();
    expect(within(card).getByText('No brokerage')).toBeTruthy();
    cleanup();
    render(<Default />);
    expect(screen.queryByText(/with maintenance/), 'no maintenance stated: the rent is the total').toBeNull();
  });

  it('keeps a long title whole for assistive technology', () => {
    render(<LongTitle />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      LongTitle.args.property?.title,
    );
  });

  it('speaks Hindi with en-IN rupees', () => {
    render(<Hindi />);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('₹45,000/महीना');
    expect(within(card).getByText('3 BHK · अपार्टमेंट · 1,450 वर्ग फ़ुट')).toBeTruthy();
    expect(within(card).getByText('सत्यापित')).toBeTruthy();
  });
});
