import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './TermColumns.stories.tsx';

const { Default } = composeStories(stories);

afterEach(cleanup);

const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr') as HTMLElement);

describe('TermColumns', () => {
  it('heads the four terms of a managed rental', async () => {
    render(<Default />);
    await screen.findByText('Guaranteed, Baner');
    for (const name of ['Commission', 'Management Fee', 'Guaranteed Rent', 'Contract Type'])
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeTruthy();
  });

  it('shows percentages, whole rupees and the contract type', async () => {
    render(<Default />);
    const row = await rowOf('Guaranteed, Baner');
    expect(row.getByText('12.5%')).toBeTruthy();
    expect(row.getByText('6%')).toBeTruthy();
    expect(row.getByText('₹54,000')).toBeTruthy();
    expect(row.getByText('Guaranteed Rent')).toBeTruthy();
  });

  it('shows a dash for terms not set yet', async () => {
    render(<Default />);
    const row = await rowOf('Not yet configured, Kothrud');
    expect(row.getAllByText('—')).toHaveLength(4);
  });
});
