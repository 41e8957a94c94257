import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { describedBy } from '../testing/describedBy.ts';
import * as stories from './RoleManagementPage.stories.tsx';
import { MEERA } from './fixtures.ts';

const { Default, Loading, Empty, Error, Assigning } = composeStories(stories);

afterEach(cleanup);

// react-admin's notification stays 4 s before an undoable change is sent; waits allow for a busy machine.
const UNDO_WINDOW = 12_000;

async function findToast(text: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await within(region).findByText(text);
  return region;
}

async function removeAfterAsking(user: ReturnType<typeof userEvent.setup>, role: string) {
  const current = await screen.findByRole('list', { name: 'Current roles' });
  await user.click(within(current).getByRole('button', { name: `Remove role ${role}` }));
  const question = await screen.findByRole('dialog', { name: `Remove the ${role} role?` });
  await user.click(within(question).getByRole('button', { name: 'Remove role' }));
}

async function pickMeera(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Search users by name or email'), 'meera');
  const results = await screen.findByRole('list', { name: 'Matching users' });
  await user.click(within(results).getByText('Meera Iyer'));
}

describe('RoleManagementPage', () => {
  it("says 'Missing user id' with the instruction beside the id, focuses it, and sends nothing", async () => {
    const assign = Default.parameters.methods.assignRole as Mock;
    assign.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    const userId = screen.getByLabelText('User ID (UUID)');
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    await waitFor(() =>
      expect(describedBy(userId)).toBe('Missing user id: Please enter a user UUID'),
    );
    expect(document.activeElement).toBe(userId);
    await user.type(userId, 'not-a-uuid');
    await waitFor(() => expect(describedBy(userId)).toBe('User id must be a UUID'));
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    expect(document.activeElement).toBe(userId);
    expect(assign).not.toHaveBeenCalled();
  });

  it('searches on Enter without assigning anything', async () => {
    const assign = Default.parameters.methods.assignRole as Mock;
    assign.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.type(screen.getByLabelText('Search users by name or email'), 'meera{Enter}');
    expect(await screen.findByRole('list', { name: 'Matching users' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(describedBy(screen.getByLabelText('User ID (UUID)'))).toBe(
      'Paste a user id, or pick someone from the search above.',
    );
  });

  it('finds a user by name, shows their roles, assigns one once its Undo has passed and removes one after asking', async () => {
    const assign = Default.parameters.methods.assignRole as Mock;
    assign.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await pickMeera(user);
    expect((screen.getByLabelText('User ID (UUID)') as HTMLInputElement).value).toBe(MEERA.id);
    const current = await screen.findByRole('list', { name: 'Current roles' });
    expect(within(current).getByText('Tenant')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Broker' }));
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    const toast = await findToast('Role assigned');
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeTruthy();
    // Nothing is sent while Undo is on offer.
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenLastCalledWith(MEERA.id, 'broker'), { timeout: UNDO_WINDOW });
    await removeAfterAsking(user, 'Tenant');
    expect(await screen.findByText('Role removed')).toBeTruthy();
  });

  it('sends nothing when the assignment is undone', async () => {
    const assign = Default.parameters.methods.assignRole as Mock;
    assign.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await pickMeera(user);
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    await user.click(within(await findToast('Role assigned')).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Role assignment undone: nothing was changed.', {}, { timeout: UNDO_WINDOW })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    // The form is free again for another assignment.
    expect(screen.getByRole('button', { name: 'Assign Role' }).getAttribute('aria-busy')).not.toBe('true');
  });

  it("shows the server's message when assigning or removing fails", async () => {
    const user = userEvent.setup();
    render(<Error />);
    await pickMeera(user);
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    expect(await screen.findByText('Failed to assign role: User not found', {}, { timeout: UNDO_WINDOW })).toBeTruthy();
    await removeAfterAsking(user, 'User');
    expect(
      await screen.findByText('Failed to remove role: Cannot remove the last admin'),
    ).toBeTruthy();
  });

  it('sends one assignment for a double click on Assign Role, busy until it is sent', async () => {
    const assign = Assigning.parameters.methods.assignRole as Mock;
    assign.mockClear();
    const user = userEvent.setup();
    render(<Assigning />);
    await pickMeera(user);
    const button = screen.getByRole('button', { name: 'Assign Role' });
    // No pause between the clicks: a browser can deliver both before the screen renders again.
    await userEvent.setup({ delay: null }).dblClick(button);
    await findToast('Role assigned');
    expect(screen.getAllByText('Role assigned')).toHaveLength(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: UNDO_WINDOW });
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('puts a person picked from who has a role into the form', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(await screen.findByRole('button', { name: 'Manage roles of Meera Iyer' }));
    expect((screen.getByLabelText('User ID (UUID)') as HTMLInputElement).value).toBe(MEERA.id);
    expect(screen.getByText(`Meera Iyer (${MEERA.email})`)).toBeTruthy();
  });

  it('shows the search running, and says when nobody matches', async () => {
    const user = userEvent.setup();
    render(<Loading />);
    await user.type(screen.getByLabelText('Search users by name or email'), 'asha');
    expect(await screen.findByText('Searching…')).toBeTruthy();
    cleanup();
    render(<Empty />);
    await user.type(screen.getByLabelText('Search users by name or email'), 'zzz');
    expect(await screen.findByText('No users match “zzz”.')).toBeTruthy();
  });
});
