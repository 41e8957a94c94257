import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ChartCard.stories.tsx';

const { Filled, Empty } = composeStories(stories);

describe('ChartCard', () => {
  it('gives the chart its figures as a table', async () => {
    render(<Filled />);
    const table = await screen.findByRole('table', { name: 'Listings by city' });
    expect(table.textContent).toContain('Pune');
    expect(table.textContent).toContain('1,240');
  });

  it('says there is nothing to chart yet', async () => {
    render(<Empty />);
    expect(await screen.findByText('Nothing to chart yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
