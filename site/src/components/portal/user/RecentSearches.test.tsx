import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './RecentSearches.stories.tsx';

const { Default, Empty, Error, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('RecentSearches', () => {
  it('runs each search again with its filters, and can remove it', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: '2 BHK · in Koramangala, Bengaluru · up to ₹45,000' })).toBeTruthy();
    expect(screen.getByText('Searched 22 Nov 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search again: 2 BHK · in Koramangala, Bengaluru · up to ₹45,000' }).getAttribute('href')).toBe(
      '/properties?city=Bengaluru&locality=Koramangala&bhk=2&max_rent=45000',
    );
    expect(screen.getByRole('link', { name: 'Search again: 2 BHK in Whitefield with parking' }).getAttribute('href')).toBe(
      '/properties?city=Bengaluru&amenities=Parking',
    );
    const form = screen.getByRole('button', { name: 'Remove: 2 BHK in Whitefield with parking' }).closest('form') as HTMLFormElement;
    expect((form.elements.namedItem('id') as HTMLInputElement).value).toBe('s-2');
  });

  it('names each search in Hindi from its filters for a Hindi reader', () => {
    render(<Hindi />);
    expect(screen.getByRole('heading', { name: '2 BHK · Koramangala, Bengaluru में · ₹45,000 तक' })).toBeTruthy();
    // Filters the search page cannot read (amenities): the name it was stored with.
    expect(screen.getByRole('heading', { name: '2 BHK in Whitefield with parking' })).toBeTruthy();
  });

  it('says searches will show up here when there are none', () => {
    render(<Empty />);
    expect(screen.getByText('Your searches will show up here.')).toBeTruthy();
  });

  it('shows the error and Try again', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load recent searches');
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
  });
});
