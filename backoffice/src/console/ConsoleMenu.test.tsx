import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import * as stories from './ConsoleMenu.stories.tsx';

const { Default, OnShadowBalancing, OnProperties, Loading, CountsFail } = composeStories(stories);

const menu = () => within(screen.getByRole('navigation', { name: 'Console' }));
const current = () => menu().getByRole('link', { current: 'page' }).textContent;

describe('ConsoleMenu', () => {
  it('links every screen, the review queues first, the dashboard current at the root', () => {
    render(<Default />);
    expect(
      menu()
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/',
      '/properties',
      '/managed-rentals',
      '/broker-registrations',
      '/users',
      '/commissions',
      '/shadow-balancing',
      '/shadow-power',
      '/roles',
      '/analytics',
      '/documentation',
      '/admin-dashboard',
    ]);
    expect(current()).toBe('Dashboard');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows beside each queue how many items wait in it', async () => {
    render(<Default />);
    expect(await menu().findByRole('link', { name: 'Properties 184 waiting' })).toBeTruthy();
    expect(menu().getByRole('link', { name: 'Managed Rentals 18 waiting' })).toBeTruthy();
    expect(menu().getByRole('link', { name: 'Broker Registrations 7 waiting' })).toBeTruthy();
    expect(menu().getByRole('link', { name: 'Commissions 1,250 waiting' })).toBeTruthy();
    expect(menu().getByRole('link', { name: 'Shadow Balancing 2 waiting' })).toBeTruthy();
    expect(menu().getByRole('link', { name: 'Users' }), 'no queue, no count').toBeTruthy();
  });

  it('shows the menu without counts while they load or when they cannot be read', async () => {
    for (const Story of [Loading, CountsFail]) {
      const { unmount } = render(<Story />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(menu().getByRole('link', { name: 'Properties' })).toBeTruthy();
      unmount();
    }
  });

  it('marks the screen shown, also below its route', () => {
    const shadow = render(<OnShadowBalancing />);
    expect(current()).toBe('Shadow Balancing');
    shadow.unmount();
    render(<OnProperties />);
    expect(menu().getByRole('link', { name: /^Properties/ }).getAttribute('aria-current')).toBe(
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
