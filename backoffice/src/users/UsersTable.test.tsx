import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import { USERS } from './fixtures.ts';
import * as stories from './UsersTable.stories.tsx';

const { Default, EmailOnly } = composeStories(stories);

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

describe('UsersTable', () => {
  it('has the columns of spec 2.3', () => {
    render(<Default />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'User',
      'Contact',
      'Roles',
      'Location',
      'Joined',
      'Profile completion',
      'Actions',
    ]);
  });

  it('shows each person with short id, contact, roles, place, joined, last login and completion', () => {
    render(<Default />);
    const priya = rowOf('Priya Sharma');
    for (const text of [
      '3f2a9c1e',
      'priya.sharma@example.in',
      '+91 98200 11111',
      'Affiliate',
      'Mumbai, Maharashtra',
      '14 Mar 2026',
      'Last login 20 Nov 2026',
      '80%',
    ])
      expect(priya.getByText(text)).toBeTruthy();
    expect(priya.getByRole('progressbar', { name: 'Profile 80% complete' })).toBeTruthy();
    expect(rowOf('Arjun Reddy').getByText('Never logged in')).toBeTruthy();
    // A number confirmed by a texted code says so; a typed one does not.
    expect(priya.getByText('Mobile verified by code')).toBeTruthy();
    expect(rowOf('Arjun Reddy').queryByText('Mobile verified by code')).toBeNull();
  });

  it('offers View CRM and Add RVL to everyone and Shadow Power to affiliates only', async () => {
    const { onViewCrm, onAddRvl, onShadowPower } = Default.args as Record<string, Mock>;
    for (const mock of [onViewCrm, onAddRvl, onShadowPower]) mock?.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'View CRM: Arjun Reddy' }));
    expect(onViewCrm).toHaveBeenCalledWith(USERS[1]);
    screen.getByRole('button', { name: 'Add RVL: Kavya Nair' }).focus();
    await user.keyboard('{Enter}');
    expect(onAddRvl).toHaveBeenCalledWith(USERS[2]);
    await user.click(screen.getByRole('button', { name: 'Shadow Power: Priya Sharma' }));
    expect(onShadowPower).toHaveBeenCalledWith(USERS[0]);
    expect(screen.queryByRole('button', { name: 'Shadow Power: Arjun Reddy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Shadow Power: Kavya Nair' })).toBeNull();
  });

  it('names a person by email when they gave no name', () => {
    render(<EmailOnly />);
    const row = rowOf('kavya.nair@example.in');
    expect(row.getAllByText('—')).toHaveLength(2);
    expect(row.getByText('Never logged in')).toBeTruthy();
    expect(row.getByRole('button', { name: 'View CRM: kavya.nair@example.in' })).toBeTruthy();
  });
});
