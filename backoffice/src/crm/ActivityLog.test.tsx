import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ActivityLog.stories.tsx';

const { Default, Loading, Empty, Error } = composeStories(stories);

afterEach(cleanup);

describe('ActivityLog', () => {
  it("lists the person's history newest first, each entry with its Indian date", async () => {
    render(<Default />);
    const log = await screen.findByRole('list', { name: 'Activity Log' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Shadow power set: ₹1,50,000' + '18 Nov 2026',
      'Managed rental in Mumbai: approved' + '3 Nov 2026',
      'Role affiliate assigned' + '1 Oct 2026',
    ]);
  });

  it('shows a placeholder while loading, the empty text, and the load failure', async () => {
    render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Activity Log loading' })).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
    cleanup();
    render(<Empty />);
    expect(await screen.findByText('No activity recorded yet')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Failed to load user data')).toBeTruthy();
  });
});
