import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MEERA } from './fixtures.ts';
import * as stories from './RoleAssignmentFields.stories.tsx';

const { Empty, Filled, Picked, Loading, Error } = composeStories(stories);

afterEach(cleanup);

describe('RoleAssignmentFields', () => {
  it('asks for a user before it shows any roles, and looks none up for a partial id', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    expect(await screen.findByText('Enter or find a user to see their roles.')).toBeTruthy();
    await user.type(screen.getByLabelText('User ID (UUID)'), '6f1c2a8e');
    expect(screen.getByText('Enter or find a user to see their roles.')).toBeTruthy();
  });

  it('lists the roles of the user named by id', async () => {
    render(<Filled />);
    expect(await screen.findByRole('button', { name: /Remove role Tenant/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Remove role User/ })).toBeTruthy();
  });

  it('names the person picked in the search under their id', async () => {
    render(<Picked />);
    const id = (await screen.findByLabelText('User ID (UUID)')) as HTMLInputElement;
    await waitFor(() => expect(id.value).toBe(MEERA.id));
    expect(await screen.findByText(`${MEERA.full_name} (${MEERA.email})`)).toBeTruthy();
    expect(screen.queryByText('Paste a user id, or pick someone from the search above.')).toBeNull();
  });

  it('says the roles are loading, and that they failed', async () => {
    render(<Loading />);
    expect(await screen.findByLabelText('Loading roles')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(await screen.findByText('Failed to load user roles')).toBeTruthy();
  });
});
