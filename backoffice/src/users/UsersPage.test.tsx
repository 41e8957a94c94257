import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './UsersPage.stories.tsx';

const { Default, Filtered, Loading, Empty, Error } = composeStories(stories);

afterEach(cleanup);

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new globalThis.Error(`no row for ${name}`);
  return row;
}

async function openMenuOf(name: string) {
  const user = userEvent.setup();
  await user.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  return user;
}

describe('UsersPage', () => {
  it('lists people with contact, roles, place, join date, profile completion and the cards', async () => {
    render(<Default />);
    expect(await screen.findByText('Priya Sharma')).toBeTruthy();
    for (const name of ['User', 'Contact', 'Roles', 'Location', 'Joined', 'Actions']) {
      expect(screen.getByRole('columnheader', { name })).toBeTruthy();
    }
    const priya = rowOf('Priya Sharma');
    expect(within(priya).getByText('priya.sharma@example.in')).toBeTruthy();
    expect(within(priya).getByText('Affiliate')).toBeTruthy();
    expect(within(priya).getByText('Mumbai, Maharashtra')).toBeTruthy();
    expect(within(priya).getByText('14 Mar 2026')).toBeTruthy();
    expect(within(rowOf('Arjun Reddy')).getByText('Never logged in')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 users');
    expect(
      within(screen.getByRole('heading', { name: 'Active Users' }).closest('.MuiCard-root') as HTMLElement).getByText('2'),
    ).toBeTruthy();
  });

  it('keeps profile completion behind the Columns button', async () => {
    render(<Default />);
    await screen.findByText('Priya Sharma');
    expect(screen.queryByRole('columnheader', { name: 'Profile completion' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy();
  });

  it("keeps each row's actions in one menu, offering Shadow Power only to affiliates", async () => {
    render(<Default />);
    await screen.findByText('Priya Sharma');
    let user = await openMenuOf('Priya Sharma');
    expect(screen.getByRole('menuitem', { name: 'Shadow Power' })).toBeTruthy();
    await user.keyboard('{Escape}');
    user = await openMenuOf('Arjun Reddy');
    expect(screen.getByRole('menuitem', { name: 'Add RVL' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Shadow Power' })).toBeNull();
  });

  it('searches on the server as the admin types', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await screen.findByText('Priya Sharma');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'kochi');
    expect(await screen.findByText('1 users')).toBeTruthy();
    expect(screen.queryByText('Priya Sharma')).toBeNull();
  });

  it('opens on the role the address names and filters by another picked', async () => {
    render(<Filtered />);
    expect(await screen.findByText('Arjun Reddy')).toBeTruthy();
    expect(screen.queryByText('Priya Sharma')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 users');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Affiliate' }));
    expect(await screen.findByText('Priya Sharma')).toBeTruthy();
    expect(screen.queryByText('Arjun Reddy')).toBeNull();
  });

  it('opens the profile with its metrics and tabs from View CRM', async () => {
    render(<Default />);
    await screen.findByText('Priya Sharma');
    const user = await openMenuOf('Priya Sharma');
    await user.click(screen.getByRole('menuitem', { name: 'View CRM' }));
    const dialog = await screen.findByRole('dialog', { name: 'User profile' }, { timeout: 10_000 });
    expect(await within(dialog).findByText('₹31,26,500', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Activity Log' })).toBeTruthy();
  });

  it('opens Add RVL for the person', async () => {
    render(<Default />);
    await screen.findByText('Arjun Reddy');
    const user = await openMenuOf('Arjun Reddy');
    await user.click(screen.getByRole('menuitem', { name: 'Add RVL' }));
    expect(await screen.findByRole('dialog', { name: 'Add RVL for Arjun Reddy' })).toBeTruthy();
  });

  it('shows the loading state, the empty text and the load failure', async () => {
    const { unmount } = render(<Loading />);
    expect(await screen.findByLabelText('Total Users loading')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Roles' })).toBeNull();
    unmount();
    const empty = render(<Empty />);
    expect(await screen.findByText('No users match this search.')).toBeTruthy();
    empty.unmount();
    render(<Error />);
    expect((await screen.findAllByText('Failed to load users')).length).toBeGreaterThan(0);
  });
});
