import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { ROLE_HOLDERS } from './fixtures.ts';
import * as stories from './RoleHolders.stories.tsx';

const { Default, Loading, Empty, Error } = composeStories(stories);

afterEach(cleanup);

describe('RoleHolders', () => {
  it('lists the admins first, and the holders of another role picked', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const section = screen.getByRole('region', { name: 'Who has this role' });
    expect(await within(section).findByText('Meera Iyer')).toBeTruthy();
    expect(within(section).queryByText('Arjun Reddy')).toBeNull();
    await user.click(within(section).getByRole('combobox', { name: 'Role held' }));
    await user.click(screen.getByRole('option', { name: 'Broker' }));
    expect(await within(section).findByText('Arjun Reddy')).toBeTruthy();
    expect(within(section).queryByText('Meera Iyer')).toBeNull();
    expect(within(section).queryByText('Priya Sharma')).toBeNull();
  });

  it('hands the person to the assignment form from Manage', async () => {
    const onManage = Default.args.onManage as Mock;
    onManage.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.click(await screen.findByRole('button', { name: 'Manage roles of Meera Iyer' }));
    expect(onManage).toHaveBeenCalledWith(ROLE_HOLDERS[0]);
  });

  it('shows the loading, empty and failed states', async () => {
    const loading = render(<Loading />);
    expect(await screen.findByRole('combobox', { name: 'Role held' })).toBeTruthy();
    expect(screen.queryByText('Meera Iyer')).toBeNull();
    loading.unmount();
    const empty = render(<Empty />);
    expect(await screen.findByText('Nobody holds this role.')).toBeTruthy();
    empty.unmount();
    render(<Error />);
    expect(await screen.findByText('Failed to load the people holding this role')).toBeTruthy();
  });
});
