import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './PropertyList.stories.tsx';

const { Default, Empty } = composeStories(stories);

afterEach(cleanup);

describe('PropertyList', () => {
  it('lists properties with their place, rent in rupees, availability and verification', async () => {
    render(<Default />);
    const row = (await screen.findByText('Sea-facing penthouse in Worli')).closest('tr');
    if (!row) throw new Error('the property is not in a table row');
    expect(within(row).getByText('Mumbai')).toBeTruthy();
    expect(within(row).getByText('Worli')).toBeTruthy();
    expect(within(row).getByText('₹4,50,000')).toBeTruthy();
    expect(within(row).getByText('rented')).toBeTruthy();
    for (const name of ['Title', 'City', 'Locality', 'Rent', 'Availability', 'Verified']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeTruthy();
    }
  });

  it('formats rents sent as numeric strings by the API', async () => {
    render(<Default />);
    const row = (await screen.findByText('1 RK studio near Hinjewadi Phase 1')).closest('tr');
    expect(row && within(row).getByText('₹12,500')).toBeTruthy();
  });

  it('says so when there are no properties', async () => {
    render(<Empty />);
    expect(await screen.findByText(/No Properties yet/)).toBeTruthy();
  });
});
