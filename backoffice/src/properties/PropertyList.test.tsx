import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, csvLines } from '../testing/captureDownloads.ts';
import * as stories from './PropertyList.stories.tsx';

const { Default, All, Filtered, Loading, Empty, Error, ActionsFail, Many } = composeStories(stories);

// The approval goes once its notification with Undo has closed (react-admin's four seconds).
const WRITE = { timeout: 10_000 };

afterEach(cleanup);

const rowOf = async (title: string) =>
  within((await screen.findByText(title)).closest('tr') as HTMLElement);

describe('PropertyList', { timeout: 60_000 }, () => {
  it('opens on the listings waiting for review, each on one line with its place under its title', async () => {
    render(<Default />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties' })).toBeTruthy();
    const row = await rowOf('1 RK studio near Hinjewadi Phase 1');
    expect(row.getByText('Hinjewadi, Pune')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^Pending review/);
    expect(screen.queryByText('Sea-facing penthouse in Worli'), 'verified: not waiting').toBeNull();
    expect(screen.queryByText('2 BHK in Salt Lake Sector V'), 'rejected: not waiting').toBeNull();
  });

  it('lists every listing when asked, with rent in rupees, availability and review state, place columns behind Columns', async () => {
    render(<All />);
    const row = await rowOf('Sea-facing penthouse in Worli');
    expect(row.getByText('Worli, Mumbai')).toBeTruthy();
    expect(row.getByText('₹4,50,000')).toBeTruthy();
    expect(row.getByText('Rented')).toBeTruthy();
    expect(row.getByText('Verified')).toBeTruthy();
    expect(row.queryByRole('button', { name: /^Approve / })).toBeNull();
    expect(row.getByRole('link', { name: 'Edit facts of Sea-facing penthouse in Worli' }).getAttribute('href')).toMatch(/^\/properties\/.+/);
    for (const name of ['Title', 'Rent', 'Availability', 'Listed on', 'Review', 'Actions', 'Facts']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeTruthy();
    }
    for (const name of ['City', 'Locality'])
      expect(screen.queryByRole('columnheader', { name: new RegExp(`^${name}`) }), `${name}: behind Columns`).toBeNull();
  });

  it('opens with the city its address carries, in every review state, and keeps it across tabs', async () => {
    const user = userEvent.setup();
    render(<Filtered />);
    expect(await screen.findByText('2 BHK in Salt Lake Sector V')).toBeTruthy();
    expect(screen.queryByText('1 RK studio near Hinjewadi Phase 1')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Kolkata');
    await user.click(screen.getByRole('tab', { name: /^Rejected/ }));
    expect(await screen.findByText('2 BHK in Salt Lake Sector V')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Kolkata');
    await user.click(screen.getByRole('tab', { name: /^Verified/ }));
    expect(await screen.findByText(/^No Properties found using the current filters/)).toBeTruthy();
  });

  it('formats rents sent as numeric strings by the API', async () => {
    render(<Default />);
    expect((await rowOf('1 RK studio near Hinjewadi Phase 1')).getByText('₹12,500')).toBeTruthy();
  });

  it('shows what the owner changed on a listing waiting for review again, old → new', async () => {
    render(<Default />);
    const changes = (await rowOf('1 RK studio near Hinjewadi Phase 1')).getByRole('list', { name: 'Changed since approval' });
    expect(within(changes).getByText('Title: 1 RK studio near Hinjewadi → 1 RK studio near Hinjewadi Phase 1')).toBeTruthy();
    expect(within(changes).getByText('Rent: ₹14,000 → ₹12,500')).toBeTruthy();
  });

  it('shows a rejected listing with its reason, and offers the review tabs', async () => {
    render(<All />);
    const row = await rowOf('2 BHK in Salt Lake Sector V');
    expect(row.getByText('Rejected')).toBeTruthy();
    expect(row.getByText('The photos show a different flat')).toBeTruthy();
    for (const tab of [/^All$/, /^Pending review/, /^Rejected/, /^Verified$/])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
  });

  it('approves one listing, rejects one with a reason, and approves a selection at once', async () => {
    const user = userEvent.setup();
    render(<All />);
    await user.click(
      (await rowOf('1 RK studio near Hinjewadi Phase 1')).getByRole('button', { name: 'Approve 1 RK studio near Hinjewadi Phase 1' }),
    );
    expect(await screen.findByText('Approved: 1 RK studio near Hinjewadi Phase 1')).toBeTruthy();
    await user.click(
      (await rowOf('3 BHK apartment in Koramangala')).getByRole('button', { name: 'Reject 3 BHK apartment in Koramangala' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Listing' }));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('A reason is required to reject a listing')).toBeTruthy();
    await user.type(dialog.getByLabelText(/^Reason for rejecting/), 'Blurry photos');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Property rejected: the owner sees your reason')).toBeTruthy();
    await user.click((await rowOf('1 RK studio near Hinjewadi Phase 1')).getByRole('checkbox'));
    await user.click((await rowOf('2 BHK in Salt Lake Sector V')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('2 properties approved successfully')).toBeTruthy();
  });

  it("shows refusals with the server's message", async () => {
    const user = userEvent.setup();
    render(<ActionsFail />);
    await user.click(
      (await rowOf('1 RK studio near Hinjewadi Phase 1')).getByRole('button', { name: /^Approve / }),
    );
    expect(
      await screen.findByText('Failed to approve property: Only admins can approve properties', {}, WRITE),
    ).toBeTruthy();
  });

  it('exports every listing to CSV, 100 rows a request, with the review state and reason', async () => {
    const blobs = captureDownloads();
    const user = userEvent.setup();
    render(<Many />);
    await screen.findByText('Listing 1');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    const lines = await csvLines(blobs[0]!);
    expect(lines[0]).toBe('Title,City,Locality,Rent,Availability,Review,Rejection reason,Listed');
    expect(lines).toHaveLength(231);
    expect(lines).toContain(
      'Listing 4,Kolkata,Salt Lake,22000,available,Rejected,The photos show a different flat,20 Nov 2026',
    );
  });

  it('shows loading, empty and failed lists', async () => {
    render(<Loading />);
    expect(screen.queryByText('Sea-facing penthouse in Worli')).toBeNull();
    cleanup();
    render(<Empty />);
    expect(await screen.findByText(/^No Properties found using the current filters/), 'the waiting queue is empty').toBeTruthy();
    cleanup();
    render(<Error />);
    expect(await screen.findByText('Failed to fetch properties')).toBeTruthy();
  });
});
