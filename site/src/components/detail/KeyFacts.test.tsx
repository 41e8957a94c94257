import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './KeyFacts.stories.tsx';

const { Filled, Few, Empty, Hindi } = composeStories(stories);

describe('KeyFacts', () => {
  it('names the block and gives each fact as a term and its value, in order', () => {
    render(<Filled />);
    const block = screen.getByRole('region', { name: 'Key facts' });
    const terms = within(block).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Bedrooms', 'Bathrooms', 'Built-up area', 'Type', 'Furnishing', 'Let to', 'Available from', 'Listed on']);
    expect(within(block).getAllByRole('definition')[2]?.textContent).toBe('1,050 sq ft');
    expect(block.textContent).not.toMatch(/rating/i);
  });

  it('shows as few rows as the listing has, none at all without facts, and Hindi', () => {
    const { unmount } = render(<Few />);
    expect(screen.getAllByRole('term')).toHaveLength(2);
    unmount();
    const { container, unmount: leave } = render(<Empty />);
    expect(container.innerHTML).toBe('');
    leave();
    render(<Hindi />);
    expect(screen.getByRole('region', { name: 'मुख्य बातें' })).toBeTruthy();
  });
});
