import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import * as stories from './UserRoles.stories.tsx';

const { Default, Removing, Loading, Empty, Error, NoUser } = composeStories(stories);

const onRemove = Default.args.onRemove as Mock;

describe('UserRoles', () => {
  it("lists the user's roles; a click on one asks before removing it", async () => {
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
    const question = within(
      await screen.findByRole('dialog', { name: 'Remove the Tenant role?' }),
    );
    expect(onRemove, 'nothing removed before the answer').not.toHaveBeenCalled();
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRemove).not.toHaveBeenCalled();

    await user.click(roles.getByRole('button', { name: 'Remove role Tenant' }));
    const again = within(await screen.findByRole('dialog', { name: 'Remove the Tenant role?' }));
    await user.click(again.getByRole('button', { name: 'Remove role' }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith('tenant');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks from the keyboard too', async () => {
    onRemove.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove role Admin' }));
    await user.keyboard('{Delete}');
    const question = within(await screen.findByRole('dialog', { name: 'Remove the Admin role?' }));
    await user.click(question.getByRole('button', { name: 'Remove role' }));
    expect(onRemove).toHaveBeenCalledWith('admin');
  });

  it('sends one removal for a double click on Remove role, busy while it runs', async () => {
    const remove = Removing.args.onRemove as Mock;
    remove.mockClear();
    const user = userEvent.setup({ delay: null });
    render(<Removing />);
    await user.click(screen.getByRole('button', { name: 'Remove role User' }));
    const question = within(await screen.findByRole('dialog', { name: 'Remove the User role?' }));
    const confirm = question.getByRole('button', { name: 'Remove role' });
    await user.dblClick(confirm);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
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
