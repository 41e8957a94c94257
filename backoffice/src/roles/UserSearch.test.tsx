import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import { MEERA } from './fixtures.ts';
import * as stories from './UserSearch.stories.tsx';

const { Default, Loading, NoMatch, Error } = composeStories(stories);

const search = () => screen.getByRole('searchbox', { name: 'Search users by name or email' });

describe('UserSearch', () => {
  it('lists the people matching the typed text with their email, and picks one', async () => {
    const onPick = Default.args.onPick as Mock;
    onPick.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.type(search(), 'meera');
    const results = within(await screen.findByRole('list', { name: 'Matching users' }));
    expect(results.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Meera Iyermeera.iyer@users.demo.rentals.in',
      'Meera Nairmeera.nair@example.in',
    ]);
    await user.click(results.getByRole('button', { name: /Meera Iyer/ }));
    expect(onPick).toHaveBeenCalledWith(MEERA);
  });

  it('picks a person with the keyboard', async () => {
    const onPick = Default.args.onPick as Mock;
    onPick.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.type(search(), 'meera');
    await screen.findByRole('list', { name: 'Matching users' });
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ full_name: 'Meera Nair' }));
  });

  it('waits for two characters before searching', async () => {
    const lookupUsers = (Default.parameters.methods as Record<string, Mock>).lookupUsers as Mock;
    lookupUsers.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.type(search(), 'm');
    expect(screen.getByText('At least 2 characters')).toBeTruthy();
    await user.type(search(), 'e');
    await screen.findByRole('list', { name: 'Matching users' });
    expect(lookupUsers.mock.calls).toEqual([['me']]);
  });

  it('says it is searching, that nobody matches, or that the search failed', async () => {
    const user = userEvent.setup();
    const loading = render(<Loading />);
    await user.type(search(), 'asha');
    expect(await screen.findByText('Searching…')).toBeTruthy();
    loading.unmount();
    const none = render(<NoMatch />);
    await user.type(search(), 'zzz');
    expect(await screen.findByText('No users match “zzz”.')).toBeTruthy();
    none.unmount();
    render(<Error />);
    await user.type(search(), 'asha');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to search users');
  });
});
