import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import { USERS } from './fixtures.ts';
import * as stories from './UsersTable.stories.tsx';

const { Default, EmailOnly, Empty, Phone, Loading, ManyRoles } = composeStories(stories);

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

describe('UsersTable', () => {
  it('has the columns of spec 2.3, profile completion behind Columns', () => {
    render(<Default />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'User',
      'Contact',
      'Roles',
      'Location',
      'Joined',
      'Actions',
    ]);
  });

  it('shows each person on one row: name over email, phone, roles, place, joined over last login', () => {
    render(<Default />);
    const priya = rowOf('Priya Sharma');
    for (const text of [
      'priya.sharma@example.in',
      '+91 98200 11111',
      'Affiliate',
      'Mumbai, Maharashtra',
      '14 Mar 2026',
      'Last login 20 Nov 2026',
    ])
      expect(priya.getByText(text)).toBeTruthy();
    expect(rowOf('Arjun Reddy').getByText('Never logged in')).toBeTruthy();
    // A number confirmed by a texted code says so; a typed one does not.
    expect(priya.getByText('Mobile verified by code')).toBeTruthy();
    expect(rowOf('Arjun Reddy').queryByText('Mobile verified by code')).toBeNull();
    // Secondary facts are one line each, cut rather than wrapped.
    expect(getComputedStyle(priya.getByText('Last login 20 Nov 2026')).whiteSpace).toBe('nowrap');
    expect(priya.getAllByRole('button')).toHaveLength(1);
  });

  it('offers View CRM and Add RVL to everyone and Shadow Power to affiliates only, from the row menu', async () => {
    const { onViewCrm, onAddRvl, onShadowPower } = Default.args as Record<string, Mock>;
    for (const mock of [onViewCrm, onAddRvl, onShadowPower]) mock?.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'Actions for Arjun Reddy' }));
    await user.click(screen.getByRole('menuitem', { name: 'View CRM' }));
    expect(onViewCrm).toHaveBeenCalledWith(USERS[1]);
    screen.getByRole('button', { name: 'Actions for Kavya Nair' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Add RVL' }));
    expect(onAddRvl).toHaveBeenCalledWith(USERS[2]);
    await user.click(screen.getByRole('button', { name: 'Actions for Priya Sharma' }));
    await user.click(screen.getByRole('menuitem', { name: 'Shadow Power' }));
    expect(onShadowPower).toHaveBeenCalledWith(USERS[0]);
    await user.click(screen.getByRole('button', { name: 'Actions for Kavya Nair' }));
    expect(screen.queryByRole('menuitem', { name: 'Shadow Power' })).toBeNull();
  });

  it('names a person by email when they gave no name', () => {
    render(<EmailOnly />);
    const row = rowOf('kavya.nair@example.in');
    expect(row.getAllByText('—')).toHaveLength(3);
    expect(row.getByText('Never logged in')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Actions for kavya.nair@example.in' })).toBeTruthy();
  });

  it('says when nobody matches', () => {
    render(<Empty />);
    expect(screen.getByText('No users match this search.')).toBeTruthy();
  });

  it('shows a card for each person on a phone, while loading a bar', async () => {
    const { unmount } = render(<Phone />);
    const cards = within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Priya Sharma')).toBeTruthy();
    expect(within(cards[0]!).getByText('Mumbai, Maharashtra')).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: 'Actions for Priya Sharma' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Users' })).toBeTruthy();
  });
});

describe('UsersTable with many roles', () => {
  it('shows two role chips and counts the rest in one that names them', () => {
    render(<ManyRoles />);
    const row = rowOf('Meera Iyer');
    expect(row.getByText('Admin')).toBeTruthy();
    expect(row.getByText('Broker')).toBeTruthy();
    expect(row.queryByText('Landlord')).toBeNull();
    expect(row.getByLabelText('Landlord, Tenant').textContent).toBe('+2');
  });
});
