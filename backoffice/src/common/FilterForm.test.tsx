import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import * as stories from './FilterForm.stories.tsx';

const { Empty, Filled } = composeStories(stories);

afterEach(cleanup);

function changes(story: { args: { onChange?: unknown } }): Mock {
  const onChange = story.args.onChange as Mock;
  onChange.mockClear();
  return onChange;
}

describe('FilterForm', () => {
  it('hands on nothing for the filters the list opened with', async () => {
    const onChange = changes(Filled);
    render(<Filled />);
    expect(((await screen.findByLabelText('Search properties')) as HTMLInputElement).value).toBe('Baner');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hands on each change parsed by core\'s schema: the search trimmed, the status kept', async () => {
    const onChange = changes(Empty);
    const user = userEvent.setup();
    render(<Empty />);
    await user.type(await screen.findByLabelText('Search properties'), ' Pune ');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ search: 'Pune', status: 'all' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rented' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ search: 'Pune', status: 'rented' }));
  });

  it('does not submit or reload on Enter in the search box', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const search = await screen.findByLabelText('Search properties');
    await user.type(search, 'Baner{Enter}');
    expect(document.body.contains(search)).toBe(true);
    expect((search as HTMLInputElement).value).toBe('Baner');
  });
});
