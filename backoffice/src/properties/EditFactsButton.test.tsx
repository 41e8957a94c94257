import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './EditFactsButton.stories.tsx';

const { Default, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('EditFactsButton', () => {
  it('links to the listing’s Edit facts screen, named with the listing', async () => {
    render(<Default />);
    const link = await screen.findByRole('link', { name: 'Edit facts of 2 BHK in Baner near Balewadi High Street' });
    expect(link.getAttribute('href')).toBe('/properties/p1');
    expect(link.textContent).toBe('Edit facts');
  });

  it('speaks Hindi', async () => {
    render(<Hindi />);
    const link = await screen.findByRole('link', { name: '2 BHK in Baner near Balewadi High Street के तथ्य बदलें' });
    expect(link.textContent).toBe('तथ्य बदलें');
  });
});
