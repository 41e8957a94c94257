import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast } from '../testing/toasts.ts';
import * as stories from './DashboardHeader.stories.tsx';

const { Default, Loading, Warning, Critical, Unnamed, LogoutFails } = composeStories(stories);

describe('DashboardHeader', () => {
  it('welcomes the admin by name with the Administrator and health badges and Logout', async () => {
    render(<Default />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Meera Iyer' })).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.getByText('System Health: Healthy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('names each state of the system health', () => {
    const warning = render(<Warning />);
    expect(screen.getByText('System Health: Warning')).toBeTruthy();
    warning.unmount();
    render(<Critical />);
    expect(screen.getByText('System Health: Critical')).toBeTruthy();
  });

  it('shows no health badge until the figures have loaded', () => {
    render(<Loading />);
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.queryByText(/^System Health/)).toBeNull();
  });

  it('welcomes an admin without a name', async () => {
    render(<Unnamed />);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it("says 'Failed to logout. Please try again.' when signing out fails", async () => {
    const user = userEvent.setup();
    render(<LogoutFails />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect((await findToast()).textContent).toBe('Failed to logout. Please try again.');
    expect((screen.getByRole('button', { name: 'Logout' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
