import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './PortalSidebar.stories.tsx';

const { PlainUser, Broker, Landlord, Affiliate, Admin, UnreadMessages } = composeStories(stories);

afterEach(cleanup);

const nav = () => screen.getByRole('navigation', { name: 'Portal' });
const linkNames = () => within(nav()).getAllByRole('link').map((link) => link.textContent);

describe('PortalSidebar', () => {
  it('marks the current page and shows a plain user the user portal, managed rentals and the affiliate offer', () => {
    render(<PlainUser />);
    expect(within(nav()).getByRole('link', { name: 'Saved properties' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('region', { name: 'Managed Rentals' })).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Join the affiliate programme' }).getAttribute('href')).toBe('/register/affiliate');
    expect(within(nav()).getByRole('link', { name: 'Become a broker' })).toBeTruthy();
    expect(linkNames()).not.toContain('Broker portal');
  });

  it('shows a broker their portal and managed rentals, and no offer to become one', () => {
    render(<Broker />);
    expect(within(nav()).getByRole('link', { name: 'Broker portal' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('region', { name: 'Managed Rentals' })).toBeTruthy();
    expect(linkNames()).not.toContain('Become a broker');
  });

  it('hides Managed Rentals from a landlord', () => {
    render(<Landlord />);
    expect(within(nav()).queryByRole('region', { name: 'Managed Rentals' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Landlord portal' })).toBeTruthy();
  });

  it('gives an affiliate the affiliate dashboard', () => {
    render(<Affiliate />);
    expect(within(nav()).getByRole('link', { name: 'Affiliate dashboard' }).getAttribute('href')).toBe('/portal/affiliate/dashboard');
    expect(linkNames()).not.toContain('Join the affiliate programme');
  });

  it('shows everyone My Activities, the affiliate programme, profile and settings', () => {
    render(<Admin />);
    for (const name of ['My Activities', 'Affiliate Program', 'Profile and Settings']) {
      expect(within(nav()).getByRole('region', { name })).toBeTruthy();
    }
    expect(within(nav()).getByRole('link', { name: 'Admin portal' }).getAttribute('href')).toBe('/admin');
  });

  it('shows how many conversations wait unread beside Messages, said in words to a screen reader', () => {
    render(<UnreadMessages />);
    const link = screen.getByRole('link', { name: /Messages/ });
    expect(link.getAttribute('href')).toBe('/portal/messages');
    expect(within(link).getByLabelText('3 unread').textContent).toBe('3');
  });
});
