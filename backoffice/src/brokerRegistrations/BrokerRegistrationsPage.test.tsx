import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { captureDownloads, csvLines } from '../testing/captureDownloads.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './BrokerRegistrationsPage.stories.tsx';

const {
  Default, Loading, Empty, Error, ActivationRefused, ActivationFailsSilently, FlaggedReferences, ActivationRefusedWithoutReference,
} = composeStories(stories);

afterEach(cleanup);

// A row by what only it shows (two brokers share the name Rohan Gupta).
const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);
const ROHAN_PUNE = '+919812345678 · Pune';
const ACTIVATE = /^Mark Paid \+ Activate/;

describe('BrokerRegistrationsPage', () => {
  it('lists registrations with provider, reference, rupees and status', async () => {
    render(<Default />);
    const pending = await rowOf(ROHAN_PUNE);
    expect(pending.getByText('Cash')).toBeTruthy();
    expect(pending.getByText('CASH-2026-0142')).toBeTruthy();
    expect(pending.getByText('₹999')).toBeTruthy();
    expect(pending.getByText('Pending')).toBeTruthy();
    for (const name of ['Broker', 'Provider', 'Ref', 'Amount', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('disables Mark Paid + Activate once the payment succeeded, and activates a pending one', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const paid = await rowOf('Sneha Patil');
    expect(
      (paid.getByRole('button', { name: 'Mark Paid + Activate Sneha Patil' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click((await rowOf(ROHAN_PUNE)).getByRole('button', { name: ACTIVATE }));
    expect(
      await screen.findByText('Activated: Broker activated and payment marked as paid.'),
    ).toBeTruthy();
  });

  it("shows a refusal under the title Failed with the server's message, or Could not approve", async () => {
    const user = userEvent.setup();
    render(<ActivationRefused />);
    await user.click(
      (await rowOf(ROHAN_PUNE)).getByRole('button', { name: ACTIVATE }),
    );
    expect(await screen.findByText('Failed: Broker is already active')).toBeTruthy();
    cleanup();
    render(<ActivationFailsSilently />);
    await user.click(
      (await rowOf(ROHAN_PUNE)).getByRole('button', { name: ACTIVATE }),
    );
    expect(await screen.findByText('Failed: Could not approve')).toBeTruthy();
  });

  it('tells two brokers of one name apart by phone and city, on screen and in the CSV', async () => {
    const user = userEvent.setup();
    const blobs = captureDownloads();
    render(<Default />);
    expect(await screen.findByText(ROHAN_PUNE)).toBeTruthy();
    expect(screen.getByText('+919700011122 · Mumbai')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = await csvLines(blobs[0]!);
    expect(lines[0]).toMatch(/^Broker,Phone,City,/);
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
    const missing = await rowOf(ROHAN_PUNE);
    expect(missing.getByText('Missing')).toBeTruthy();
    expect(missing.queryByText('Repeated')).toBeNull();
    expect(upi.queryByText('Missing')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = await csvLines(blobs[0]!);
    expect(lines[0]).toBe('Broker,Phone,City,Provider,Ref,Ref repeated,Amount,Status,Registered,Paid');
    expect(lines).toContainEqual(expect.stringMatching(/^Sneha Patil,.*,upi,246813579024,yes,/));
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
    render(<Empty />);
    expect(await screen.findByText('No registrations yet.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(await screen.findByText('Failed to load broker registrations')).toBeTruthy();
  });
});
