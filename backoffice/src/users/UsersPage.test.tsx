import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import * as stories from './UsersPage.stories.tsx';

const { Default, Loading, Empty, Error } = composeStories(stories);

afterEach(cleanup);

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new globalThis.Error(`no row for ${name}`);
  return row;
}

describe('UsersPage', () => {
  it('lists people with contact, roles, place, join date, profile completion and the cards', async () => {
    render(<Default />);
    expect(await screen.findByText('Priya Sharma')).toBeTruthy();
    for (const name of [
      'User',
      'Contact',
      'Roles',
      'Location',
      'Joined',
      'Profile completion',
      'Actions',
    ]) {
      expect(screen.getByRole('columnheader', { name })).toBeTruthy();
    }
    const priya = rowOf('Priya Sharma');
    expect(within(priya).getByText('priya.sharma@example.in')).toBeTruthy();
    expect(within(priya).getByText('Affiliate')).toBeTruthy();
    expect(within(priya).getByText('Mumbai, Maharashtra')).toBeTruthy();
    expect(within(priya).getByText('14 Mar 2026')).toBeTruthy();
    expect(within(priya).getByRole('progressbar', { name: 'Profile 80% complete' })).toBeTruthy();
    expect(within(rowOf('Arjun Reddy')).getByText('Never logged in')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 users');
    expect(
      within(
        screen
          .getByRole('heading', { name: 'Active Users' })
          .closest('.MuiCard-root') as HTMLElement,
      ).getByText('2'),
    ).toBeTruthy();
  });

  it('offers Shadow Power only to affiliates', async () => {
    render(<Default />);
    await screen.findByText('Priya Sharma');
    expect(
      within(rowOf('Priya Sharma')).getByRole('button', { name: /Shadow Power/ }),
    ).toBeTruthy();
    expect(within(rowOf('Arjun Reddy')).queryByRole('button', { name: /Shadow Power/ })).toBeNull();
  });

  it('searches on the server as the admin types', async () => {
    const search = Default.parameters.methods.searchUsers as Mock;
    const user = userEvent.setup();
    render(<Default />);
    await screen.findByText('Priya Sharma');
    await user.type(screen.getByLabelText('Search users'), 'kochi');
    expect(await screen.findByText('1 users')).toBeTruthy();
    expect(screen.queryByText('Priya Sharma')).toBeNull();
    expect(search).toHaveBeenLastCalledWith({ search: 'kochi', page: 0, perPage: 25 });
  });

  it('opens the profile with its metrics and tabs from View CRM', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await screen.findByText('Priya Sharma');
    await user.click(within(rowOf('Priya Sharma')).getByRole('button', { name: /View CRM/ }));
    const dialog = await screen.findByRole('dialog', { name: 'User profile' }, { timeout: 10_000 });
    expect(await within(dialog).findByText('₹31,26,500', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Activity Log' })).toBeTruthy();
  });

  it('opens Add RVL for the person', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await screen.findByText('Arjun Reddy');
    await user.click(within(rowOf('Arjun Reddy')).getByRole('button', { name: /Add RVL/ }));
    expect(await screen.findByRole('dialog', { name: 'Add RVL for Arjun Reddy' })).toBeTruthy();
  });

  it('shows the loading bar, the empty text and the load failure', async () => {
    const { unmount } = render(<Loading />);
    expect(await screen.findByLabelText('Total Users loading')).toBeTruthy();
    unmount();
    const empty = render(<Empty />);
    expect(await screen.findByText('No users match this search.')).toBeTruthy();
    empty.unmount();
    render(<Error />);
    expect((await screen.findAllByText('Failed to load users')).length).toBeGreaterThan(0);
  });
});
