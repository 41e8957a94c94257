import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import * as stories from './UserRoles.stories.tsx';

const { Default, Loading, Empty, Error, NoUser } = composeStories(stories);

const onRemove = Default.args.onRemove as Mock;

describe('UserRoles', () => {
  it("lists the user's roles, each a button that removes it", async () => {
    onRemove.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    const roles = within(screen.getByRole('list', { name: 'Current roles' }));
    expect(roles.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Admin',
      'Tenant',
      'User',
    ]);
    await user.click(roles.getByRole('button', { name: 'Remove role Tenant' }));
    expect(onRemove).toHaveBeenCalledWith('tenant');
  });

  it('removes a role from the keyboard', async () => {
    onRemove.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove role Admin' }));
    await user.keyboard('{Delete}');
    expect(onRemove).toHaveBeenCalledWith('admin');
  });

  it('shows progress, no roles, a failure and the hint before a user is chosen', () => {
    const loading = render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading roles' })).toBeTruthy();
    loading.unmount();
    const empty = render(<Empty />);
    expect(screen.getByText('This user has no roles yet.')).toBeTruthy();
    empty.unmount();
    const error = render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load user roles');
    error.unmount();
    render(<NoUser />);
    expect(screen.getByText('Enter or find a user to see their roles.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
