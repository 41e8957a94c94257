import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './TeamTree.stories.tsx';

const { Filled, Empty, Failed, LevelLoading, LevelFails } = composeStories(stories);

afterEach(cleanup);

const list = () => screen.getByRole('list', { name: 'Team members' });

describe('TeamTree', () => {
  it('shows level 1 with rank, volumes, recruits and status', () => {
    render(<Filled />);
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Bela Rao');
    expect(items[0]?.textContent).toContain('Level 1 · Builder · Personal ₹1,50,000 · Team ₹20,000 · 1 direct recruit');
    expect(items[2]?.textContent).toContain('pending');
    expect(within(items[2] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('opens a member on demand and closes it again', async () => {
    render(<Filled />);
    await userEvent.click(screen.getByRole('button', { name: 'Show the 1 recruits of Bela Rao' }));
    expect(await screen.findByText('Dev Mehta')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Hide the recruits of Bela Rao' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(screen.queryByText('Dev Mehta')).toBeNull();
  });

  it('renders only the rows in view of a long level, and pages the rest in', async () => {
    render(<Filled />);
    await userEvent.click(screen.getByRole('button', { name: 'Show the 1200 recruits of Chetan Iyer' }));
    expect(await screen.findByText('Recruit 1')).toBeTruthy();
    const items = within(list()).getAllByRole('listitem');
    expect(items.length).toBeLessThan(40);
    expect(items[0]?.getAttribute('aria-setsize')).toBe(String(3 + 500 + 1));
  });

  it('searches the team and lists what matches', async () => {
    render(<Filled />);
    await userEvent.type(screen.getByLabelText('Search your team'), 'Recruit 12');
    expect(await screen.findByText('12 members found')).toBeTruthy();
    expect(screen.getByText('Recruit 120')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Search your team'));
    await userEvent.type(screen.getByLabelText('Search your team'), 'nobody');
    expect(await screen.findByText('Nobody in your team matches “nobody”.')).toBeTruthy();
  });

  it('searches for what was typed before the page’s script ran', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Filled />);
    document.body.append(container);
    (container.querySelector('#team-search') as HTMLInputElement).value = 'Recruit 12';
    await act(async () => {
      hydrateRoot(container, <Filled />);
    });
    expect(await screen.findByText('12 members found')).toBeTruthy();
    expect((screen.getByLabelText('Search your team') as HTMLInputElement).value).toBe('Recruit 12');
    container.remove();
  });

  it('says when nobody has joined yet', () => {
    render(<Empty />);
    expect(screen.getByText('Nobody has joined through your invitation yet.')).toBeTruthy();
  });

  it('says when the team could not be loaded, and offers to try again', () => {
    render(<Failed />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your team');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a level loading, and one that failed', async () => {
    const { unmount } = render(<LevelLoading />);
    await userEvent.click(screen.getByRole('button', { name: 'Show the 1 recruits of Bela Rao' }));
    expect(screen.getByText('Loading…')).toBeTruthy();
    unmount();
    render(<LevelFails />);
    await userEvent.click(screen.getByRole('button', { name: 'Show the 1 recruits of Bela Rao' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
