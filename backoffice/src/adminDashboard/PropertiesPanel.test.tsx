import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import { findToast } from '../testing/toasts.ts';
import * as stories from './PropertiesPanel.stories.tsx';

const { Default, Loading, Empty, Error, TwoPages, ApproveFails } = composeStories(stories);

const methods = Default.parameters.methods as Record<string, Mock>;

describe('PropertiesPanel', () => {
  it('shows each listing with city, rent a month, status, Approve and a view link', async () => {
    render(<Default />);
    const table = await screen.findByRole('table', { name: 'Properties' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'City', 'Rent', 'Status', 'Actions']);
    const row = within(
      within(table).getByText('3 BHK apartment in Koramangala').closest('tr') as HTMLElement,
    );
    expect(row.getByText('Bengaluru')).toBeTruthy();
    expect(row.getByText('₹45,000/month')).toBeTruthy();
    expect(row.getByText('Available')).toBeTruthy();
    expect(
      row.getByRole('link', { name: 'View: 3 BHK apartment in Koramangala' }).getAttribute('href'),
    ).toBe('/property/p1');
    const approved = within(table).getByRole('button', {
      name: 'Approved: Sea-facing penthouse in Worli',
    }) as HTMLButtonElement;
    expect(approved.disabled).toBe(true);
  });

  it('sends the search trimmed, and Enter in it keeps the admin on the panel', async () => {
    methods.searchProperties?.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await screen.findByRole('table', { name: 'Properties' });
    const box = screen.getByRole('searchbox', { name: 'Search properties...' });
    await user.type(box, '  worli  {Enter}');
    await waitFor(() =>
      expect(methods.searchProperties).toHaveBeenLastCalledWith({
        search: 'worli',
        availability: null,
        page: 0,
        perPage: 20,
      }),
    );
    expect(document.activeElement).toBe(box);
  });

  it('sends the typed search and the chosen status to the database', async () => {
    methods.searchProperties?.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await screen.findByRole('table', { name: 'Properties' });
    await user.type(screen.getByRole('searchbox', { name: 'Search properties...' }), 'worli');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rented' }));
    await waitFor(() =>
      expect(methods.searchProperties).toHaveBeenLastCalledWith({
        search: 'worli',
        availability: 'rented',
        page: 0,
        perPage: 20,
      }),
    );
    const table = await screen.findByRole('table', { name: 'Properties' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Sea-facing penthouse in Worli')).toBeTruthy();
  });

  it('approves a listing and says so', async () => {
    methods.approveProperty?.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.click(
      await screen.findByRole('button', { name: 'Approve: 3 BHK apartment in Koramangala' }),
    );
    expect(methods.approveProperty).toHaveBeenCalledWith('p1');
    expect((await findToast()).textContent).toBe('Property approved successfully');
  });

  it("says 'Failed to approve property' when the database refuses", async () => {
    const user = userEvent.setup();
    render(<ApproveFails />);
    await user.click(
      await screen.findByRole('button', { name: 'Approve: 3 BHK apartment in Koramangala' }),
    );
    expect((await findToast()).textContent).toBe('Failed to approve property');
  });

  it('pages through 20 listings at a time', async () => {
    const user = userEvent.setup();
    render(<TwoPages />);
    expect(await screen.findByText('Listing 20')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Listing 25')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows progress while loading, the empty text, and the load failure', async () => {
    const loading = render(<Loading />);
    expect(await screen.findByRole('progressbar', { name: 'Properties loading' })).toBeTruthy();
    loading.unmount();
    const empty = render(<Empty />);
    expect(await screen.findByText('No properties match this search.')).toBeTruthy();
    empty.unmount();
    render(<Error />);
    expect((await findToast()).textContent).toBe('Failed to load admin dashboard data');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});

describe('PropertiesPanel while approving', () => {
  it('sends one approval for a double click, busy while it runs', async () => {
    const { Approving } = composeStories(stories);
    const approve = Approving.parameters.methods.approveProperty as Mock;
    approve.mockClear();
    render(<Approving />);
    const button = await screen.findByRole('button', {
      name: 'Approve: 3 BHK apartment in Koramangala',
    });
    await doubleClick(button);
    expect(approve).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
