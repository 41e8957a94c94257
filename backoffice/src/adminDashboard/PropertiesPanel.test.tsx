import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import { findToast } from '../testing/toasts.ts';
import * as stories from './PropertiesPanel.stories.tsx';

const { Default, Filtered, Loading, Empty, Error, TwoPages, ApproveFails, Approving } = composeStories(stories);

const methods = Default.parameters.methods as Record<string, Mock>;

afterEach(cleanup);

describe('PropertiesPanel', () => {
  it('shows each listing with city, rent a month, status, Approve and a view link', async () => {
    render(<Default />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Title',
      'City',
      'Rent',
      'Status',
      'Actions',
    ]);
    const row = within(within(table).getByText('3 BHK apartment in Koramangala').closest('tr') as HTMLElement);
    expect(row.getByText('Bengaluru')).toBeTruthy();
    expect(row.getByText('₹45,000/month')).toBeTruthy();
    expect(row.getByText('Available')).toBeTruthy();
    expect(row.getByRole('link', { name: 'View: 3 BHK apartment in Koramangala' }).getAttribute('href')).toBe('/property/p1');
    const approved = within(table).getByRole('button', { name: 'Approved: Sea-facing penthouse in Worli' }) as HTMLButtonElement;
    expect(approved.disabled).toBe(true);
  });

  it('filters by the typed search and the chosen status', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const table = await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search properties...' }), 'worli');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rented' }));
    await waitFor(() => expect(within(table).queryByText('3 BHK apartment in Koramangala')).toBeNull());
    expect(within(table).getByText('Sea-facing penthouse in Worli')).toBeTruthy();
  });

  it('opens on the search and status the address holds', async () => {
    render(<Filtered />);
    expect(await screen.findByText('Sea-facing penthouse in Worli')).toBeTruthy();
    expect(screen.queryByText('3 BHK apartment in Koramangala')).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Search properties...' }) as HTMLInputElement).value).toBe('worli');
  });

  it('approves a listing and says so', async () => {
    methods.approveProperty?.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.click(await screen.findByRole('button', { name: 'Approve: 3 BHK apartment in Koramangala' }));
    expect(methods.approveProperty).toHaveBeenCalledWith('p1');
    expect((await findToast()).textContent).toBe('Property approved successfully');
  });

  it("says 'Failed to approve property' when the database refuses", async () => {
    const user = userEvent.setup();
    render(<ApproveFails />);
    await user.click(await screen.findByRole('button', { name: 'Approve: 3 BHK apartment in Koramangala' }));
    expect((await findToast()).textContent).toBe('Failed to approve property');
  });

  it('pages through 20 listings at a time', async () => {
    const user = userEvent.setup();
    render(<TwoPages />);
    expect(await screen.findByText('Listing 20')).toBeTruthy();
    expect(screen.queryByText('Listing 21')).toBeNull();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Listing 25')).toBeTruthy();
    expect(screen.queryByText('Listing 20')).toBeNull();
  });

  it('shows the loading state, the empty text, and the load failure', async () => {
    const loading = render(<Loading />);
    expect(await screen.findByRole('searchbox', { name: 'Search properties...' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    loading.unmount();
    const empty = render(<Empty />);
    expect(await screen.findByText('No properties match this search.')).toBeTruthy();
    empty.unmount();
    render(<Error />);
    expect(await screen.findByText('Failed to load admin dashboard data')).toBeTruthy();
  });

  it('sends one approval for a double click, busy while it runs', async () => {
    const approve = Approving.parameters.methods.approveProperty as Mock;
    approve.mockClear();
    render(<Approving />);
    const button = await screen.findByRole('button', { name: 'Approve: 3 BHK apartment in Koramangala' });
    await doubleClick(button);
    expect(approve).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
