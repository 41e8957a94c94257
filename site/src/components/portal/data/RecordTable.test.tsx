import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './RecordTable.stories.tsx';

const { Default, WithCaption } = composeStories(stories);

describe('RecordTable', () => {
  it('is a table named by its caption, a row per record and a header per column', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Properties' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Property', 'City', 'Rent per month', 'Listed on']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[2] as HTMLElement)
        .getByRole('link', { name: 'Villa with garden in Whitefield' })
        .getAttribute('href'),
    ).toBe('/property/p2');
    expect(rows[2]?.textContent).toContain('₹1,50,000');
    expect(rows[1]?.textContent).toContain('1 Mar 2026');
    expect(document.querySelector('caption')?.className).toBe('visually-hidden');
  });

  it('labels every cell with its column for the phone layout, figures aligned as figures', () => {
    render(<Default />);
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual([
      'Property',
      'City',
      'Rent per month',
      'Listed on',
    ]);
    expect(cells.map((cell) => cell.className)).toEqual(['', '', 'numeric', '']);
  });

  it('shows its caption when asked', () => {
    render(<WithCaption />);
    expect(screen.getByRole('table', { name: 'Rent by month' })).toBeTruthy();
    expect(document.querySelector('caption')?.className).toBe('record-table__caption');
  });
});
