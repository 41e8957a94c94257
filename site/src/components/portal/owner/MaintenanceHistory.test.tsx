import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './MaintenanceHistory.stories.tsx';

const { Default, JustRaised, NoEvents } = composeStories(stories);

const entries = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('MaintenanceHistory', () => {
  it('tells the history in order behind a History disclosure, with the notes', () => {
    render(<Default />);
    expect(screen.getByText('History').tagName).toBe('SUMMARY');
    expect(entries()).toEqual([
      'Raised on 1 Oct 2026',
      'Assigned on 2 Oct 2026',
      'Closed on 4 Oct 2026: Washer replaced',
    ]);
  });

  it("keeps the tenant's note on a request just raised", () => {
    render(<JustRaised />);
    expect(entries()).toEqual(['Raised on 20 Nov 2026: Trips the MCB when switched on.']);
  });

  it('shows nothing without events', () => {
    render(<NoEvents />);
    expect(screen.queryByText('History')).toBeNull();
  });
});
