import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './Portfolios.stories.tsx';

const { Default, Empty, Error } = composeStories(stories);

afterEach(cleanup);

describe('Portfolios', () => {
  it('lists each appointment with both people, since when, and the portfolio in figures', () => {
    render(<Default />);
    const rows = within(screen.getByRole('table', { name: 'Portfolios' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: '+91 99000 11223' })
        .getAttribute('href'),
    ).toBe('tel:+919900011223');
    expect(rows[1]?.textContent).toContain('9 May 2026');
    expect(
      [...(rows[1]?.querySelectorAll('td.numeric') ?? [])].map((cell) => cell.textContent),
    ).toEqual(['12', '3']);
  });

  it('explains an empty list and shows an error', () => {
    render(<Empty />);
    expect(screen.getByText(/No portfolios to show/)).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load portfolios');
  });
});
