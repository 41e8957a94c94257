import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TabLinks.stories.tsx';

const { Default, OverdueCurrent } = composeStories(stories);

const current = () =>
  within(screen.getByRole('navigation', { name: 'Show rent payments' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('TabLinks', () => {
  it('is a named navigation of links, each tab with its own address', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Show rent payments' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/portal/landlord/payments',
      '/portal/landlord/payments?status=overdue',
      '/portal/landlord/payments?status=due',
      '/portal/landlord/payments?status=paid',
    ]);
    expect(current()).toEqual(['All']);
  });

  it('marks only the current tab as the current page', () => {
    render(<OverdueCurrent />);
    expect(current()).toEqual(['Overdue']);
  });
});
