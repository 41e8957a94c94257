import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ConsoleLayout.stories.tsx';

const { Default, Loading, Denied } = composeStories(stories);

afterEach(cleanup);

const EXPECTED = [
  ['Dashboard', '/'],
  ['Users', '/users'],
  ['Managed Rentals', '/managed-rentals'],
  ['Broker Registrations', '/broker-registrations'],
  ['Role Management', '/roles'],
  ['Shadow Balancing', '/shadow-balancing'],
  ['Shadow Power', '/shadow-power'],
  ['Documentation', '/documentation'],
  ['Analytics', '/analytics'],
  ['Commissions', '/commissions'],
  ['Settings', '/settings'],
  ['Admin Dashboard', '/admin-dashboard'],
  ['Properties', '/properties'],
] as const;

describe('ConsoleLayout', () => {
  it('has a menu entry for every screen, marks the current one, and shows the screen', async () => {
    render(<Default />);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    // The permanent menu (md and up) and the phone drawer both hold the same entries.
    const menu = screen.getAllByRole('navigation', { name: 'Console' })[0] as HTMLElement;
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(EXPECTED);
    expect(within(menu).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The phone menu button is hidden from md up, as in this window.
    expect(screen.getByLabelText('Open menu').tagName).toBe('BUTTON');
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
  });

  it('shows neither menu nor screen until the admin check answers, nor to a non-admin', async () => {
    const loading = render(<Loading />);
    expect(await screen.findByText('Verifying admin access...')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
    loading.unmount();
    render(<Denied />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
  });
});
