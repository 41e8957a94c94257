import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './ModerationTabs.stories.tsx';

const { Default, OnRejected, Loading, Empty, Error } = composeStories(stories);

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selected = () => screen.getByRole('tab', { selected: true }).textContent;
const listings = () =>
  within(screen.getByRole('list', { name: 'Listings' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('ModerationTabs', () => {
  it('counts the two review queues', async () => {
    render(<Default />);
    await waitFor(() =>
      expect(tabNames()).toEqual(['All', 'Pending review (1)', 'Rejected (1)', 'Verified']),
    );
    expect(selected()).toBe('All');
    await waitFor(() => expect(listings()).toHaveLength(4));
  });

  it('filters the list by the chosen tab, by click and keyboard', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(await screen.findByRole('tab', { name: /^Pending review/ }));
    await waitFor(() => expect(listings()).toEqual(['1 RK studio near Hinjewadi Phase 1']));
    expect(selected()).toBe('Pending review (1)');
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() =>
      expect(listings()).toEqual([
        '3 BHK apartment in Koramangala',
        'Sea-facing penthouse in Worli',
      ]),
    );
    expect(selected()).toBe('Verified');
  });

  it('opens on the tab of the list filter', async () => {
    render(<OnRejected />);
    await waitFor(() => expect(listings()).toEqual(['2 BHK in Salt Lake Sector V']));
    expect(selected()).toMatch(/^Rejected/);
  });

  it('shows the tabs without counts until they load, or when they fail', async () => {
    const loading = render(<Loading />);
    expect(tabNames()).toEqual(['All', 'Pending review', 'Rejected', 'Verified']);
    loading.unmount();
    render(<Error />);
    expect(tabNames()).toEqual(['All', 'Pending review', 'Rejected', 'Verified']);
  });

  it('counts empty queues as 0', async () => {
    render(<Empty />);
    await waitFor(() =>
      expect(tabNames()).toEqual(['All', 'Pending review (0)', 'Rejected (0)', 'Verified']),
    );
  });
});
