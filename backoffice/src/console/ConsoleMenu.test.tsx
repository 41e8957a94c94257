import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import * as stories from './ConsoleMenu.stories.tsx';

const { Default, OnShadowBalancing, OnProperties } = composeStories(stories);

const menu = () => within(screen.getByRole('navigation', { name: 'Console' }));
const current = () => menu().getByRole('link', { current: 'page' }).textContent;

describe('ConsoleMenu', () => {
  it('links every screen of the console in order, the dashboard current at the root', () => {
    render(<Default />);
    expect(
      menu()
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/',
      '/users',
      '/managed-rentals',
      '/broker-registrations',
      '/roles',
      '/shadow-balancing',
      '/shadow-power',
      '/documentation',
      '/analytics',
      '/commissions',
      '/settings',
      '/admin-dashboard',
      '/properties',
    ]);
    expect(current()).toBe('Dashboard');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('marks the screen shown, also below its route', () => {
    const shadow = render(<OnShadowBalancing />);
    expect(current()).toBe('Shadow Balancing');
    shadow.unmount();
    render(<OnProperties />);
    expect(menu().getByRole('link', { name: 'Properties' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('goes to a screen by click or keyboard and tells its drawer to close', async () => {
    const onNavigate = Default.args.onNavigate as Mock;
    onNavigate.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.click(menu().getByRole('link', { name: 'Users' }));
    expect(current()).toBe('Users');
    menu().getByRole('link', { name: 'Role Management' }).focus();
    await user.keyboard('{Enter}');
    expect(current()).toBe('Role Management');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });
});
