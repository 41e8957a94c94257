import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './VirtualList.stories.tsx';

const { Short, Long, Empty } = composeStories(stories);

afterEach(cleanup);

describe('VirtualList', () => {
  it('shows every row of a short list, each with its place in the list', () => {
    render(<Short />);
    const items = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Member 1', 'Member 2', 'Member 3']);
    expect(items[2]?.getAttribute('aria-posinset')).toBe('3');
    expect(screen.getByRole('list').style.height).toBe('120px');
  });

  it('renders only the rows in view of a long list and follows the scroll', () => {
    render(<Long />);
    const list = screen.getByRole('list', { name: 'Members' });
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(30);
    expect(within(list).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('10000');
    list.scrollTop = 40 * 5000;
    fireEvent.scroll(list);
    expect(within(list).getByText('Member 5001')).toBeTruthy();
    expect(within(list).queryByText('Member 1')).toBeNull();
  });

  it('renders an empty list without rows', () => {
    render(<Empty />);
    expect(within(screen.getByRole('list', { name: 'Members' })).queryAllByRole('listitem')).toEqual([]);
  });
});
