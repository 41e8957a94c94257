import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './UserStatsCards.stories.tsx';

const { Default, Loading, Empty, Error } = composeStories(stories);

const LABELS = ['Total Users', 'Brokers', 'Landlords', 'Active Users'];

/** The figure under a card's heading. */
const figure = (label: string) =>
  within(screen.getByRole('heading', { name: label }).parentElement as HTMLElement).getByText(
    /^[\d,—]+$/,
  ).textContent;

describe('UserStatsCards', () => {
  it('counts users, brokers, landlords and active users in Indian figures', async () => {
    render(<Default />);
    expect(await screen.findByText('12,480')).toBeTruthy();
    expect(LABELS.map(figure)).toEqual(['12,480', '340', '1,215', '9,630']);
  });

  it('shows a placeholder per card while loading', () => {
    render(<Loading />);
    for (const label of LABELS)
      expect(screen.getByRole('progressbar', { name: `${label} loading` })).toBeTruthy();
  });

  it('shows zeros on a new installation, and dashes when the counts fail', async () => {
    const empty = render(<Empty />);
    await screen.findAllByText('0');
    expect(LABELS.map(figure)).toEqual(['0', '0', '0', '0']);
    empty.unmount();
    render(<Error />);
    await screen.findAllByText('—');
    expect(LABELS.map(figure)).toEqual(['—', '—', '—', '—']);
  });
});
