import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './AdminGuard.stories.tsx';

const { Default, Loading, Denied, Error } = composeStories(stories);

afterEach(cleanup);

describe('AdminGuard', () => {
  it('shows the console to an admin', async () => {
    render(<Default />);
    expect(await screen.findByText('Admin screens')).toBeTruthy();
  });

  it("says 'Verifying admin access...' while checking", async () => {
    render(<Loading />);
    expect((await screen.findByRole('status')).textContent).toBe('Verifying admin access...');
    expect(screen.queryByText('Admin screens')).toBeNull();
  });

  it('denies a signed-in person without the admin role, with Go Back', async () => {
    const onGoBack = fn();
    render(<Denied onGoBack={onGoBack} />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You do not have admin privileges.')).toBeTruthy();
    expect(screen.queryByText('Admin screens')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('denies access when the check fails', async () => {
    render(<Error />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });
});
