import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import * as stories from './SearchForm.stories.tsx';

const { Default, WithHelp } = composeStories(stories);

afterEach(cleanup);

/** The story's onSearch mock, cleared. */
function searches(): Mock {
  const onSearch = Default.args.onSearch as Mock;
  onSearch.mockClear();
  return onSearch;
}

describe('SearchForm', () => {
  it('searches the trimmed text once typing pauses, one search per word', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const onSearch = searches();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), '  kochi ');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('kochi'));
    await new Promise((settle) => setTimeout(settle, 400));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches at once on Enter, and a cleared box searches for everything', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const onSearch = searches();
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'AFF10077{Enter}');
    expect(onSearch).toHaveBeenCalledWith('AFF10077');
    await user.clear(box);
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith(''));
    expect(onSearch.mock.calls).toEqual([['AFF10077'], ['']]);
  });

  it('shows its help under the box', async () => {
    render(<WithHelp />);
    expect(await screen.findByText('Type at least 2 characters')).toBeTruthy();
  });
});
