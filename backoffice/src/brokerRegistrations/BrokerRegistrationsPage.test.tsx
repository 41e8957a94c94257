import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock } from 'vitest';
import { captureDownloads, csvLines } from '../testing/captureDownloads.ts';
import * as stories from './BrokerRegistrationsPage.stories.tsx';

const {
  Default, Loading, Empty, Error, ActivationRefused, ActivationFailsSilently, BulkActivation, BulkActivationRefused, FlaggedReferences,
  ActivationRefusedWithoutReference, Filtered, AllStatuses,
} = composeStories(stories);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

// A row by what only it shows (two brokers share the name Rohan Gupta).
// A filter reaches the list after the filter form's pause: on a busy machine a re-read takes a while.
const LIST_READ = { timeout: 15_000 };
const rowOf = async (text: string) =>
  within((await screen.findByText(text, {}, LIST_READ)).closest('tr') as HTMLElement);
const ROHAN_PUNE = '+919812345678 · Pune';
const ROHAN_MUMBAI = '+919700011122 · Mumbai';
const ACTIVATE = /^Mark Paid \+ Activate/;
const statusFilter = () => screen.getByRole('combobox', { name: 'Status' });

async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('BrokerRegistrationsPage', { timeout: 60_000 }, () => {
  it('opens on the pending registrations, the provider by its name, with reference, rupees and status', async () => {
    render(<Default />);
    const pending = await rowOf(ROHAN_PUNE);
    expect(pending.getByText('Cash')).toBeTruthy();
    expect(pending.getByText('CASH-2026-0142')).toBeTruthy();
    expect(pending.getByText('₹999')).toBeTruthy();
    expect(pending.getByText('Pending')).toBeTruthy();
    expect((await rowOf(ROHAN_MUMBAI)).getByText('Bank Transfer'), 'not bank_transfer').toBeTruthy();
    expect(screen.queryByText('Sneha Patil'), 'succeeded: not pending').toBeNull();
    expect(screen.queryByText('Imran Shaikh'), 'failed: not pending').toBeNull();
    expect(statusFilter().textContent).toBe('Pending');
    for (const name of ['Broker', 'Provider', 'Ref', 'Amount', 'Status', 'Registered', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeTruthy();
    }
    expect(screen.queryByRole('columnheader', { name: /^Paid/ }), 'hidden behind Columns').toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('filters by status, and finds a broker by city or phone', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await rowOf(ROHAN_PUNE);
    await pick(user, statusFilter(), 'Failed');
    expect(await screen.findByText('Imran Shaikh', {}, LIST_READ)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(ROHAN_PUNE)).toBeNull(), LIST_READ);
    await pick(user, statusFilter(), 'Pending');
    expect(await screen.findByText(ROHAN_PUNE, {}, LIST_READ)).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Mumbai');
    await waitFor(() => expect(screen.queryByText(ROHAN_PUNE)).toBeNull(), LIST_READ);
    expect(screen.getByText(ROHAN_MUMBAI)).toBeTruthy();
  });

  it('shows every status when asked, a succeeded payment without Mark Paid + Activate', async () => {
    render(<AllStatuses />);
    const paid = await rowOf('Sneha Patil');
    expect(
      (paid.getByRole('button', { name: 'Mark Paid + Activate Sneha Patil' }) as HTMLButtonElement).disabled,
      'a succeeded payment cannot be activated',
    ).toBe(true);
    expect(await screen.findByText('Imran Shaikh', {}, LIST_READ)).toBeTruthy();
    expect(statusFilter().textContent).toBe('All statuses');
  });

  it('opens with the filters its address carries', async () => {
    render(<Filtered />);
    expect(await screen.findByText('Imran Shaikh', {}, LIST_READ)).toBeTruthy();
    expect(screen.queryByText(ROHAN_PUNE)).toBeNull();
    expect(statusFilter().textContent).toBe('Failed');
  });

  it('filters by provider from the side panel, and keeps that as a saved query', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await rowOf(ROHAN_PUNE);
    await user.click(screen.getByRole('button', { name: 'Bank Transfer' }));
    await waitFor(() => expect(screen.queryByText(ROHAN_PUNE)).toBeNull(), LIST_READ);
    expect(screen.getByText(ROHAN_MUMBAI)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save current query...' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Query name' }), 'Pending bank transfers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Pending bank transfers' })).toBeTruthy();
    // Back to the whole queue, then the saved query again.
    await user.click(screen.getByRole('button', { name: 'Bank Transfer' }));
    expect(await screen.findByText(ROHAN_PUNE, {}, LIST_READ)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pending bank transfers' }));
    await waitFor(() => expect(screen.queryByText(ROHAN_PUNE)).toBeNull(), LIST_READ);
    expect(screen.getByText(ROHAN_MUMBAI)).toBeTruthy();
  });

  it('activates a pending registration from its row', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click((await rowOf(ROHAN_PUNE)).getByRole('button', { name: ACTIVATE }));
    expect(
      await screen.findByText('Activated: Broker activated and payment marked as paid.'),
    ).toBeTruthy();
  });

  it('activates the selected registrations in one call after asking, and says how many', async () => {
    const user = userEvent.setup();
    const activate = (BulkActivation.parameters as { methods: { activateBrokerRegistrations: Mock } }).methods.activateBrokerRegistrations;
    activate.mockClear();
    render(<BulkActivation />);
    await user.click((await rowOf(ROHAN_PUNE)).getByRole('checkbox', { name: 'Select this row' }));
    await user.click((await rowOf(ROHAN_MUMBAI)).getByRole('checkbox', { name: 'Select this row' }));
    await user.click(screen.getByRole('button', { name: 'Activate selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate 2 brokers?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid + Activate' }));
    expect(await screen.findByText('Activated: 2 brokers activated and payments marked as paid.')).toBeTruthy();
    expect(activate.mock.calls, 'one call with both').toEqual([[['p1', 'p3']]]);
  });

  it('keeps the selection and says why when the database refuses the bulk activation', async () => {
    const user = userEvent.setup();
    render(<BulkActivationRefused />);
    await user.click((await rowOf(ROHAN_PUNE)).getByRole('checkbox', { name: 'Select this row' }));
    await user.click(screen.getByRole('button', { name: 'Activate selected' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark Paid + Activate' }));
    expect(await screen.findByText('Failed: This payment reference has already been used')).toBeTruthy();
    expect(screen.getByText('1 item selected')).toBeTruthy();
  });

  it('lets only pending registrations be selected', async () => {
    render(<AllStatuses />);
    const paid = await rowOf('Sneha Patil');
    expect((paid.getByRole('checkbox', { name: 'Select this row' }) as HTMLInputElement).disabled).toBe(true);
    expect((await rowOf('Imran Shaikh')).getByRole('checkbox', { name: 'Select this row' }).hasAttribute('disabled')).toBe(true);
    expect((await rowOf(ROHAN_PUNE)).getByRole('checkbox', { name: 'Select this row' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows a refusal under the title Failed with the server's message, or Could not approve", async () => {
    const user = userEvent.setup();
    render(<ActivationRefused />);
    await user.click((await rowOf(ROHAN_PUNE)).getByRole('button', { name: ACTIVATE }));
    expect(await screen.findByText('Failed: Broker is already active')).toBeTruthy();
    cleanup();
    render(<ActivationFailsSilently />);
    await user.click((await rowOf(ROHAN_PUNE)).getByRole('button', { name: ACTIVATE }));
    expect(await screen.findByText('Failed: Could not approve')).toBeTruthy();
  });

  it('tells two brokers of one name apart by phone and city, on screen and in the CSV', async () => {
    const user = userEvent.setup();
    const blobs = captureDownloads();
    render(<Default />);
    expect(await screen.findByText(ROHAN_PUNE)).toBeTruthy();
    expect(screen.getByText(ROHAN_MUMBAI)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = await csvLines(blobs[0]!);
    expect(lines[0]).toMatch(/^Broker,Phone,City,/);
    expect(lines, 'the export keeps the list as filtered: pending only').toHaveLength(3);
    expect(lines).toContainEqual(expect.stringMatching(/^Rohan Gupta,"=""\+919812345678""",Pune,/));
    expect(lines).toContainEqual(expect.stringMatching(/^Rohan Gupta,"=""\+919700011122""",Mumbai,/));
  });

  it('flags a reference another payment carries too, and a missing one, on screen and in the CSV', async () => {
    const user = userEvent.setup();
    const blobs = captureDownloads();
    render(<FlaggedReferences />);
    const upi = await rowOf('246813579024');
    expect(upi.getByText('Repeated')).toBeTruthy();
    expect((await rowOf('2468 1357 9024')).getByText('Repeated')).toBeTruthy();
    const missing = within(screen.getByText('—').closest('tr') as HTMLElement);
    expect(missing.getByText('Missing')).toBeTruthy();
    expect(missing.queryByText('Repeated')).toBeNull();
    expect(upi.queryByText('Missing')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = await csvLines(blobs[0]!);
    expect(lines[0]).toBe('Broker,Phone,City,Provider,Ref,Ref repeated,Amount,Status,Registered,Paid');
    expect(lines).toContainEqual(expect.stringMatching(/^Rohan Gupta,.*,upi,246813579024,yes,/));
    expect(lines).toContainEqual(expect.stringMatching(/^Rohan Gupta,"=""\+919812345678""",Pune,upi,,,/));
  });

  it('says why the database refused to activate a registration without its reference', async () => {
    const user = userEvent.setup();
    render(<ActivationRefusedWithoutReference />);
    await user.click((await rowOf(ROHAN_PUNE)).getByRole('button', { name: ACTIVATE }));
    expect(await screen.findByText('Failed: Payment has no reference')).toBeTruthy();
  });

  it('shows its 100 rows per page in the rows-per-page choice', async () => {
    render(<Default />);
    await screen.findByText(ROHAN_PUNE);
    expect(screen.getByRole('combobox', { name: /Rows per page/ }).textContent).toBe('100');
  });

  it('shows no rows while loading, the empty text, and a load failure', async () => {
    render(<Loading />);
    expect(await screen.findByRole('heading', { name: 'Broker Registrations' })).toBeTruthy();
    expect(screen.queryByText('Rohan Gupta')).toBeNull();
    cleanup();
    const user = userEvent.setup();
    render(<Empty />);
    expect(await screen.findByText(/No Broker Registrations found using the current filters/), 'nothing pending').toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No registrations yet.'), 'none at all').toBeTruthy();
    cleanup();
    render(<Error />);
    expect(await screen.findByText('Failed to load broker registrations')).toBeTruthy();
  });
});
