import { composeStories } from '@storybook/react-vite';
import { formatMonth } from '@rentals/core/format';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, csvLines } from '../testing/captureDownloads.ts';
import { currentMonth } from './fixtures.ts';
import * as stories from './ManagedRentalsPage.stories.tsx';

const { Default, Loading, Empty, Error, ActionsFail, RvlByAddress } = composeStories(stories);

afterEach(cleanup);

const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);

describe('ManagedRentalsPage', () => {
  it('opens the list its address names, with the search the address carries', async () => {
    render(<RvlByAddress />);
    expect((await screen.findByRole('tab', { name: /^RVL Tracking/ })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('7 Residency Road, Ashok Nagar, Bengaluru')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('Residency');
  });

  it('opens a view from its tab with that list\'s own filters, not those of the last', async () => {
    const user = userEvent.setup();
    render(<RvlByAddress />);
    await screen.findByText('7 Residency Road, Ashok Nagar, Bengaluru');
    await user.click(screen.getByRole('tab', { name: /^Active Properties/ }));
    expect(await screen.findByText('7 Residency Road, Ashok Nagar, Bengaluru')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });

  it('lists pending applications with landlord, rupees and status, and counts each tab', async () => {
    render(<Default />);
    const row = await rowOf('Kothrud, Pune');
    expect(row.getByText('Farah Khan')).toBeTruthy();
    expect(row.getByText('₹40,000')).toBeTruthy();
    expect(row.getByText('Submitted')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Pending Approval (2)' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Active Properties (1)' })).toBeTruthy();
  });

  it('approves and configures with the defaults of spec 9', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(
      (await rowOf('Kothrud, Pune')).getByRole('button', { name: 'Approve & Configure Kothrud, Pune' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Approve & Configure Property' }),
    );
    expect((dialog.getByLabelText('RVL Amount (₹)') as HTMLInputElement).value).toBe('40000');
    expect(
      (dialog.getByLabelText('Monthly Rent Payment Date (1-31)') as HTMLInputElement).value,
    ).toBe('1');
    expect(dialog.getByRole('combobox', { name: 'Security Deposit Type' }).textContent).toBe(
      'Refundable',
    );
    expect(dialog.getByRole('combobox', { name: 'Payment Mode' }).textContent).toBe(
      'Bank Transfer',
    );
    await user.clear(dialog.getByLabelText('Monthly Rent Payment Date (1-31)'));
    await user.type(dialog.getByLabelText('Monthly Rent Payment Date (1-31)'), '32');
    await user.click(dialog.getByRole('button', { name: 'Approve & Configure' }));
    expect(
      await dialog.findByText('Monthly rent payment date must be between 1 and 31'),
    ).toBeTruthy();
    await user.clear(dialog.getByLabelText('Monthly Rent Payment Date (1-31)'));
    await user.type(dialog.getByLabelText('Monthly Rent Payment Date (1-31)'), '5');
    await user.click(dialog.getByRole('button', { name: 'Approve & Configure' }));
    expect(
      await screen.findByText(
        'Property Approved: The managed rental property has been approved and configured.',
      ),
    ).toBeTruthy();
  });

  it('declines only with a reason', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(
      (await rowOf('HSR Layout, Bengaluru')).getByRole('button', { name: 'Decline HSR Layout, Bengaluru' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline Application' }));
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await dialog.findByText('A reason is required to decline an application')).toBeTruthy();
    await user.type(dialog.getByLabelText(/^Reason for declining/), 'Rent far above the locality');
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText(
        'Application Declined: The managed rental application has been declined.',
      ),
    ).toBeTruthy();
  });

  it('tracks the current month and the 3 before, marking a pending month paid', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(await screen.findByRole('tab', { name: /RVL Tracking/ }));
    const row = await rowOf('Anita Desai');
    expect(row.getAllByText('Paid')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: formatMonth(currentMonth) })).toBeTruthy();
    await user.click(
      row.getByRole('button', { name: new RegExp(`^Mark Paid for ${formatMonth(currentMonth)}, `) }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark Paid' }),
    );
    expect(await screen.findByText('RVL Payment Updated: Payment marked as paid')).toBeTruthy();
  });

  it("shows each refusal with the server's message", async () => {
    const user = userEvent.setup();
    render(<ActionsFail />);
    await user.click((await rowOf('Kothrud, Pune')).getByRole('button', { name: 'Decline Kothrud, Pune' }));
    await user.type(screen.getByLabelText(/^Reason for declining/), 'Duplicate');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText(
        'Failed to decline application: Only submitted or under review applications can be declined',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('tab', { name: /RVL Tracking/ }));
    await user.click(
      (await rowOf('Anita Desai')).getByRole('button', {
        name: new RegExp(`^Mark Paid for ${formatMonth(currentMonth)}, `),
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark Paid' }),
    );
    expect(
      await screen.findByText(
        'Failed to update RVL payment: Payment month cannot be in the future',
      ),
    ).toBeTruthy();
  });

  it('exports the pending applications only, and the active properties, as CSV', async () => {
    const blobs = captureDownloads();
    const user = userEvent.setup();
    render(<Default />);
    await rowOf('Kothrud, Pune');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    const pending = await csvLines(blobs[0]!);
    expect(pending).toHaveLength(3);
    expect(pending[0]).toBe(
      'Location,Locality,Address,Type,Bedrooms,Landlord,Landlord phone,Broker,Affiliate,Monthly rent,Security deposit,Commission %,Management fee %,Guaranteed rent,Contract type,Rental start,Rental end,Submitted,Status',
    );
    expect(pending[1]).toBe(
      // A leading + would start a formula in a spreadsheet, so the phone is kept as text.
      'Pune,Kothrud,12 Paud Road,Apartment,2,Farah Khan,"=""+91 98765 43210""",Rohan Gupta,Nikhil Joshi,40000,80000,8,8,0,Standard,1 Dec 2026,30 Nov 2027,22 Nov 2026,Submitted',
    );
    expect(pending.join('\n')).not.toContain('Adyar');
    await user.click(screen.getByRole('tab', { name: /^Active Properties/ }));
    await rowOf('Anita Desai');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(2));
    expect(await csvLines(blobs[1]!)).toEqual([
      'Property,Owner,Monthly rent,RVL amount,Commission %,Management fee %,Guaranteed rent,Contract type,Payment mode,Payment day,Lease end,Status',
      '"7 Residency Road, Ashok Nagar, Bengaluru",Anita Desai,60000,4800,12.5,6,54000,Guaranteed Rent,Bank Transfer,5,30 Jun 2027,Active',
    ]);
  });

  it('shows loading, empty and failed lists', async () => {
    render(<Loading />);
    expect(await screen.findByRole('heading', { name: 'Managed Property Rentals' })).toBeTruthy();
    expect(screen.queryByText('Farah Khan')).toBeNull();
    cleanup();
    render(<Empty />);
    expect(await screen.findByText('No applications are waiting for approval.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(
      (await screen.findAllByText('Failed to load managed rental data')).length,
    ).toBeGreaterThan(0);
  });
});
