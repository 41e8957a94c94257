import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import * as stories from './AdminDashboardPage.stories.tsx';

const { Default, Loading, Empty, Error } = composeStories(stories);

afterEach(cleanup);

const methods = Default.parameters.methods as Record<string, Mock>;

describe('AdminDashboardPage', () => {
  it('shows the title, four cards and the properties with their status and Approve', async () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByText('Comprehensive platform management')).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('₹45,000/month')).toBeTruthy();
    expect(within(table).getByText('Rented')).toBeTruthy();
    expect(
      within(table)
        .getByRole('button', { name: 'Approved: Sea-facing penthouse in Worli' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(
        screen
          .getByRole('heading', { name: 'Total Revenue' })
          .closest('.MuiCard-root') as HTMLElement,
      ).getByText('₹1,52,34,500'),
    ).toBeTruthy();
  });

  it('filters the properties by search and status, and approves a listing', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const table = await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rented' }));
    await user.type(screen.getByLabelText('Search properties...'), 'worli');
    await waitFor(() => expect(within(table).queryByText('3 BHK apartment in Koramangala')).toBeNull());
    expect(within(table).getByText('Sea-facing penthouse in Worli')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All Status' }));
    await user.clear(screen.getByLabelText('Search properties...'));
    await user.click(
      await screen.findByRole('button', { name: 'Approve: 3 BHK apartment in Koramangala' }),
    );
    expect(methods.approveProperty).toHaveBeenCalledWith('p1');
    expect(await screen.findByText('Property approved successfully')).toBeTruthy();
  });

  it('approves a submitted application through Approve & Configure and links the Users tab to the Users screen', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('tab', { name: 'Applications' }));
    const list = await screen.findByRole('list', { name: 'Applications' });
    expect(within(list).queryByRole('button', { name: 'Approve: Adyar, Chennai' })).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Approve: Baner, Pune' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Approve & Configure Property' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Approve & Configure' }));
    expect(methods.approveAndConfigureManagedProperty).toHaveBeenCalledWith(
      'a1',
      expect.objectContaining({ rvl_amount: 32000 }),
    );
    expect(
      await screen.findByText(
        'Property Approved: The managed rental property has been approved and configured.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('link', { name: 'Open Users' }).getAttribute('href')).toBe('/users');
  });

  it('shows loading, empty and failure states', async () => {
    const loading = render(<Loading />);
    expect(await screen.findByLabelText('Total Users loading')).toBeTruthy();
    loading.unmount();
    const empty = render(<Empty />);
    expect(await screen.findByText('No properties match this search.')).toBeTruthy();
    empty.unmount();
    render(<Error />);
    expect(
      (await screen.findAllByText('Failed to load admin dashboard data')).length,
    ).toBeGreaterThan(0);
  });
});
