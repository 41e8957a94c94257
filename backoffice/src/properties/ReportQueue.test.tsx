import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import * as stories from './ReportQueue.stories.tsx';

const { Default, Loading, Empty, Error, Refused, Dismissing, BulkDismiss, BulkDismissRefused } = composeStories(stories);

afterEach(cleanup);

const methods = Default.parameters.methods as Record<string, Mock>;

describe('ReportQueue', () => {
  it('lists each reported listing with its reasons, their count and whether it is out of search', async () => {
    render(<Default />);
    expect(await screen.findByRole('heading', { name: 'Reported listings (3)' })).toBeTruthy();
    const held = screen.getByRole('listitem', { name: '2 BHK in Viman Nagar, deposit by UPI first' });
    expect(within(within(held).getByRole('list', { name: 'Reasons' })).getAllByRole('listitem').map((chip) => chip.textContent))
      .toEqual(['Fraud or money up front × 3', 'Other × 1', 'Out of search']);
    expect(within(held).getByText('“Asked for ₹20,000 before any visit”')).toBeTruthy();
  });

  it('flags a listing reported for fraud that is still in search, with how many of its fraud reports count', async () => {
    render(<Default />);
    const reported = await screen.findByRole('listitem', { name: '1 BHK in Andheri West' });
    expect(within(within(reported).getByRole('list', { name: 'Reasons' })).getAllByRole('listitem').map((chip) => chip.textContent))
      .toEqual(['Fraud or money up front × 3', 'In search: 1 of 3 fraud reports count']);
    const other = screen.getByRole('listitem', { name: '3 BHK villa in Whitefield' });
    expect(within(other).queryByText(/^In search/), 'no fraud reports, no flag').toBeNull();
  });

  it('dismisses the reports of a listing in one call', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss reports: 3 BHK villa in Whitefield' }));
    expect(methods.dismissListingReports).toHaveBeenCalledWith('p2');
    expect(await screen.findByText('Reports dismissed')).toBeTruthy();
  });

  it('dismisses once on a double click, and Unlist waits meanwhile', async () => {
    const dismiss = (Dismissing.parameters.methods as Record<string, Mock>).dismissListingReports as Mock;
    dismiss.mockClear();
    render(<Dismissing />);
    const button = await screen.findByRole('button', { name: 'Dismiss reports: 3 BHK villa in Whitefield' });
    await doubleClick(button);
    expect(dismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    const unlist = screen.getByRole('button', { name: 'Unlist: 3 BHK villa in Whitefield' }) as HTMLButtonElement;
    expect(unlist.disabled).toBe(true);
  });

  it('unlists a listing only with a reason its owner will read', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(await screen.findByRole('button', { name: 'Unlist: 2 BHK in Viman Nagar, deposit by UPI first' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlist reported listing' }));
    await user.click(dialog.getByRole('button', { name: 'Unlist' }));
    expect(await dialog.findByText('A reason is required to unlist a listing')).toBeTruthy();
    await user.type(dialog.getByLabelText(/^Reason the owner sees/), 'Asks for money before a visit');
    await user.click(dialog.getByRole('button', { name: 'Unlist' }));
    expect(methods.unlistReportedListing).toHaveBeenCalledWith('p1', 'Asks for money before a visit');
    expect(await screen.findByText('Listing unlisted')).toBeTruthy();
  });

  it('shows nothing while loading, says when nothing waits, and when the queue could not be read', async () => {
    render(<Loading />);
    expect(screen.queryByRole('heading', { name: /^Reported listings/ })).toBeNull();
    cleanup();
    render(<Empty />);
    expect(await screen.findByText('No listing is waiting with reports.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load reported listings');
  });

  it("shows the database's refusal", async () => {
    const user = userEvent.setup();
    render(<Refused />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss reports: 3 BHK villa in Whitefield' }));
    expect(await screen.findByText('Failed to resolve the reports: This listing has no open reports')).toBeTruthy();
  });

  it('dismisses the reports of the ticked listings in one call, once the admin confirms', async () => {
    const dismiss = (BulkDismiss.parameters.methods as Record<string, Mock>).dismissManyListingReports as Mock;
    dismiss.mockClear();
    const user = userEvent.setup();
    render(<BulkDismiss />);
    const bulk = (await screen.findByRole('button', { name: 'Dismiss selected' })) as HTMLButtonElement;
    expect(bulk.disabled, 'nothing ticked yet').toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select: 2 BHK in Viman Nagar, deposit by UPI first' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select: 3 BHK villa in Whitefield' }));
    await user.click(bulk);
    const dialog = within(await screen.findByRole('dialog', { name: 'Dismiss the reports of 2 listings?' }));
    expect(dismiss, 'nothing before the confirmation').not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Dismiss reports' }));
    expect(dismiss).toHaveBeenCalledWith(['p1', 'p2']);
    expect(await screen.findByText('Reports dismissed for 2 listings')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Select: 3 BHK villa in Whitefield' }) as HTMLInputElement).checked).toBe(false));
  });

  it('selects every listing shown at once, and sends nothing when the admin cancels', async () => {
    const dismiss = (BulkDismiss.parameters.methods as Record<string, Mock>).dismissManyListingReports as Mock;
    dismiss.mockClear();
    const user = userEvent.setup();
    render(<BulkDismiss />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select every reported listing shown' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss selected' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dismiss the reports of 3 listings?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(dismiss).not.toHaveBeenCalled();
  });

  it("shows the database's refusal of a bulk dismissal and keeps the selection", async () => {
    const user = userEvent.setup();
    render(<BulkDismissRefused />);
    const box = await screen.findByRole('checkbox', { name: 'Select: 1 BHK in Andheri West' });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Dismiss selected' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByText('Failed to resolve the reports: This listing has no open reports')).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});
