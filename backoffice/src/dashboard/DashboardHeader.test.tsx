import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './DashboardHeader.stories.tsx';

const { Default, Loading, Warning, Critical, Unnamed } = composeStories(stories);

describe('DashboardHeader', () => {
  it('welcomes the admin by name with the Administrator and health badges, and leaves Logout to the top bar', async () => {
    render(<Default />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Meera Iyer' })).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.getByText('System Health: Healthy')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
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
});
