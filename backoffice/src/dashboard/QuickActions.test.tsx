import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toasts } from '../testing/toasts.ts';
import * as stories from './QuickActions.stories.tsx';

const { Default, Loading, Empty, Error } = composeStories(stories);

const links = () =>
  within(screen.getByRole('navigation', { name: 'Quick Actions' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const WITHOUT_COUNTS = [
  ['Properties awaiting review', '/properties'],
  ['Managed Rentals', '/managed-rentals'],
  ['Broker Registrations', '/broker-registrations'],
  ['Users', '/users'],
  ['Commissions', '/commissions'],
  ['Shadow Balancing', '/shadow-balancing'],
  ['Shadow Power', '/shadow-power'],
  ['Role Management', '/roles'],
  ['Analytics', '/analytics'],
  ['Documentation', '/documentation'],
  ['Admin Dashboard', '/admin-dashboard'],
];

describe('QuickActions', () => {
  it('links every screen but the dashboard, properties awaiting review first, with what waits', async () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Properties awaiting review 184 waiting' })).toBeTruthy();
    expect(links()).toEqual([
      ['Properties awaiting review184 waiting', '/properties'],
      ['Managed Rentals18 waiting', '/managed-rentals'],
      ['Broker Registrations7 waiting', '/broker-registrations'],
      ['Users', '/users'],
      ['Commissions1,250 waiting', '/commissions'],
      ['Shadow Balancing2 waiting', '/shadow-balancing'],
      ...WITHOUT_COUNTS.slice(6),
    ]);
  });

  it('shows the links without counts while they load, when nothing waits, and when they fail', async () => {
    for (const Story of [Loading, Empty, Error]) {
      const { unmount } = render(<Story />);
      // A tick for the counts' request to settle.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(links()).toEqual(WITHOUT_COUNTS);
      expect(toasts()).toHaveLength(0);
      unmount();
    }
  });

  it('reaches the actions in order with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.tab();
    expect(document.activeElement?.getAttribute('href')).toBe('/properties');
    await user.tab();
    expect(document.activeElement?.getAttribute('href')).toBe('/managed-rentals');
  });
});
