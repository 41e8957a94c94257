import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ConsoleLayout.stories.tsx';

const { Default, Loading, Denied, Paged, PagedInHindi } = composeStories(stories);

afterEach(cleanup);

const EXPECTED = [
  ['Dashboard', '/'],
  ['Properties', '/properties'],
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
] as const;

describe('ConsoleLayout', () => {
  it('has a menu entry for every screen, marks the current one, and shows the screen', async () => {
    render(<Default />);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    // The permanent menu (md and up) and the phone drawer both hold the same entries.
    const menu = screen.getAllByRole('navigation', { name: 'Console' })[0] as HTMLElement;
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.firstElementChild?.nextElementSibling?.textContent, link.getAttribute('href')])).toEqual(EXPECTED);
    expect(within(menu).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The phone menu button is hidden from md up, as in this window.
    expect(screen.getByLabelText('Open menu').tagName).toBe('BUTTON');
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
  });

  it('offers "Skip to content" as the first stop of the keyboard, which moves focus to the screen', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await screen.findByRole('heading', { name: 'Users' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement, 'first stop').toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement, 'the screen').toBe(screen.getByRole('main'));
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

  it('names a screen’s pager in the console’s language, not MUI’s English', async () => {
    render(<Paged />);
    expect(await screen.findByRole('navigation', { name: 'Pages' })).toBeTruthy();
    cleanup();
    render(<PagedInHindi />);
    expect(await screen.findByRole('navigation', { name: 'पेज' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).toBeNull();
  });
});
