import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './LogoutButton.stories.tsx';

const { Default, Error } = composeStories(stories);

afterEach(cleanup);

describe('LogoutButton', () => {
  it('signs out and leaves the console', async () => {
    const onLoggedOut = fn();
    render(<Default onLoggedOut={onLoggedOut} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(onLoggedOut).toHaveBeenCalledOnce();
  });

  it("says 'Failed to logout. Please try again.' and stays when signing out fails", async () => {
    const onLoggedOut = fn();
    render(<Error onLoggedOut={onLoggedOut} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(onLoggedOut).not.toHaveBeenCalled();
    expect(await screen.findByText('Failed to logout. Please try again.')).toBeTruthy();
  });
});
