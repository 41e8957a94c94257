import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './QuickActions.stories.tsx';

const { Default } = composeStories(stories);

describe('QuickActions', () => {
  it('links every screen of the console but the dashboard, under its heading', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeTruthy();
    const links = within(screen.getByRole('navigation', { name: 'Quick Actions' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
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
    ]);
  });

  it('reaches the actions in order with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Users');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Managed Rentals');
  });
});
