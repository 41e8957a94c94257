import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './AnalyticsPage.stories.tsx';

const { Default, Hindi, Loading, Empty, Error } = composeStories(stories);

afterEach(cleanup);

function figures(title: string): string[][] {
  const table = screen.getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (c) => c.textContent ?? '',
      ),
    );
}

describe('AnalyticsPage', () => {
  it('charts the four aggregates and gives their figures in Indian formats', async () => {
    render(<Default />);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Listed properties by city (top 10)' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(figures('Listed properties by city (top 10)')[0]).toEqual(['Bengaluru', '1,82,340']);
    expect(figures('Managed rental application funnel')[1]).toEqual(['Under Review', '17']);
    expect(figures('Managed rental application funnel').at(-1)).toEqual(['Rejected', '9']);
    expect(figures('RVL collected by month').at(-1)).toEqual(['Nov 2026', '₹2,87,500']);
    expect(figures('Brokers by rank').at(-1)).toEqual(['Unranked', '9']);
  });

  it('says there is nothing to chart on an empty installation', async () => {
    render(<Empty />);
    expect((await screen.findAllByText('Nothing to chart yet.')).length).toBe(4);
  });

  it('names the funnel’s stages and the ranks on the axes in Hindi for a Hindi reader', async () => {
    render(<Hindi />);
    const funnel = 'मैनेज्ड रेंटल आवेदनों का फ़नल';
    expect(await screen.findByRole('heading', { name: funnel }, { timeout: 10_000 })).toBeTruthy();
    expect(figures(funnel)[1]).toEqual(['समीक्षा में', '17']);
    expect(figures('रैंक के अनुसार ब्रोकर')[0]).toEqual(['स्टार्टर', '120']);
    expect(figures('रैंक के अनुसार ब्रोकर').at(-1)).toEqual(['बिना रैंक', '9']);
    // The axes draw the same names.
    expect(screen.getAllByText('समीक्षा में').length).toBeGreaterThan(1);
    expect(screen.getAllByText('चेयरमैन').length).toBeGreaterThan(1);
  });

  it('shows loading and failure states', async () => {
    const loading = render(<Loading />);
    expect(await screen.findByLabelText('Analytics loading')).toBeTruthy();
    loading.unmount();
    render(<Error />);
    expect((await screen.findAllByText('Failed to load analytics')).length).toBeGreaterThan(0);
  });
});
