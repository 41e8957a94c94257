import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast, toasts } from '../testing/toasts.ts';
import * as stories from './ConsoleUI.stories.tsx';

const { Default, Screen, NotFound, SignedOut, NotAdmin, DashboardFails } = composeStories(stories);

describe('ConsoleUI', () => {
  it('shows the dashboard in the console frame with its menu', async () => {
    render(<Default />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Meera Iyer' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Console' }).length).toBeGreaterThan(0);
    expect(toasts()).toHaveLength(0);
  });

  it('shows a failure once, as its notification', async () => {
    render(<DashboardFails />);
    expect((await findToast()).textContent).toBe('Failed to load dashboard data');
    expect(toasts()).toHaveLength(1);
  });

  it('opens a screen from the menu', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const menu = (await screen.findAllByRole('navigation', { name: 'Console' }))[0] as HTMLElement;
    await user.click(within(menu).getByRole('link', { name: 'Documentation' }));
    expect(await screen.findByRole('heading', { name: 'Documentation' })).toBeTruthy();
  });

  it('shows a screen of its own at its route', async () => {
    render(<Screen />);
    expect(await screen.findByRole('heading', { name: 'Documentation' })).toBeTruthy();
  });

  it('says a path is not found', async () => {
    render(<NotFound />);
    expect(await screen.findByText('Not Found')).toBeTruthy();
  });

  it('shows the sign-in page to someone signed out', async () => {
    render(<SignedOut />);
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
  });

  it('denies a signed-in person without the admin role', async () => {
    render(<NotAdmin />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You do not have admin privileges.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
  });
});
