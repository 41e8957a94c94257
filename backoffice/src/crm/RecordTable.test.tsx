import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './RecordTable.stories.tsx';

const { Default, Empty } = composeStories(stories);

describe('RecordTable', () => {
  it('shows a row per record under the translated column names', () => {
    render(<Default />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Kind', 'Amount', 'Status', 'Paid on']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['f00dbabe', 'broker registration', '₹2,999', 'succeeded', '5 Nov 2026'],
      ['f00dbabe', 'rent', '₹45,000', 'pending', '—'],
    ]);
  });

  it('says there are no records instead of an empty table', () => {
    render(<Empty />);
    expect(screen.getByText('No payment records found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
