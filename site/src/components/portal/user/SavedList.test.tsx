import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './SavedList.stories.tsx';

const { Saved, Empty, Error, RecentlyViewed, RecentlyViewedEmpty } = composeStories(stories);

afterEach(cleanup);

describe('SavedList', () => {
  it('shows saved properties with when they were saved and a Remove button each', () => {
    render(<Saved />);
    expect(screen.getByRole('heading', { level: 1, name: 'Saved properties' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 BHK with balcony in Baner' }).getAttribute('href')).toBe('/property/p-1');
    expect(screen.getByText('Saved 21 Nov 2026')).toBeTruthy();
    expect(screen.getByText('₹1,50,000')).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Remove: 2 BHK with balcony in Baner' });
    const form = remove.closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/portal/user/saved/remove');
    expect((form.elements.namedItem('property_id') as HTMLInputElement).value).toBe('p-1');
    expect(screen.getByText('This listing is no longer available.')).toBeTruthy();
  });

  it('says how to save one when there are none', () => {
    render(<Empty />);
    expect(screen.getByText(/You have not saved any properties yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe('/properties');
  });

  it('shows spec 8’s message and a way to try again when the list cannot be read', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch properties');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/portal/user/saved');
  });

  it('shows recently viewed properties with when, and nothing to remove', () => {
    render(<RecentlyViewed />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recently viewed' })).toBeTruthy();
    expect(screen.getByText('Viewed 18 Nov 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('has its own empty text for recently viewed', () => {
    render(<RecentlyViewedEmpty />);
    expect(screen.getByText('Properties you open will show up here.')).toBeTruthy();
  });
});
