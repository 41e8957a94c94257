import { composeStories } from '@storybook/react-vite';
import { formatDate, formatMonth } from '@rentals/core/format';
import { rvlTrackingMonths } from '@rentals/core/rules/rvl';
import { todayIso } from '@rentals/core/dates';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { captureDownloads, csvLines } from '../testing/captureDownloads.ts';
import { findToast, toasts } from '../testing/toasts.ts';
import * as stories from './RvlTracking.stories.tsx';

const { Default, Loading, Empty, Error, MarkPaidRefused, BulkMarkPaid, BulkMarkPaidRefused, Filtered } =
  composeStories(stories);
const [, , beforeIso] = rvlTrackingMonths(todayIso()) as [string, string, string];

const [current, last, before, earliest] = rvlTrackingMonths(todayIso()).map(formatMonth) as [
  string,
  string,
  string,
  string,
];

const row = async () =>
  within(
    (await screen.findByText('7 Residency Road, Ashok Nagar, Bengaluru')).closest(
      'tr',
    ) as HTMLElement,
  );

describe('RvlTracking', () => {
  it('shows the current month and the 3 before it, paid months with their day', async () => {
    render(<Default />);
    const property = await row();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim())).toEqual([
      '',
      'Property',
      'RVL Amount',
      current,
      last,
      before,
      earliest,
    ]);
    expect(property.getByText('₹4,800')).toBeTruthy();
    expect(property.getByText('Anita Desai'), 'the owner under the property').toBeTruthy();
    expect(property.getAllByText('Paid')).toHaveLength(2);
    const [, lastMonth] = rvlTrackingMonths(todayIso());
    expect(property.getByText(formatDate(lastMonth))).toBeTruthy();
    expect(
      property
        .getAllByRole('button', { name: /^Mark Paid for / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([`Mark Paid for ${current}, 7 Residency Road, Ashok Nagar, Bengaluru`]);
    expect(property.getByText('Outside lease'), 'the month before the lease').toBeTruthy();
    expect(property.getAllByRole('button', { name: /^Undo payment for / })).toHaveLength(2);
  });

  it('marks a pending month paid once confirmed, and says so', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click((await row()).getByRole('button', { name: new RegExp(`^Mark Paid for ${current}, `) }));
    const dialog = within(await screen.findByRole('dialog', { name: `Mark ${current} RVL paid?` }));
    expect(dialog.getByText(/₹4,800 for/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Mark Paid' }));
    expect((await findToast()).textContent).toBe('RVL Payment Updated: Payment marked as paid');
  });

  it('undoes a paid month once confirmed', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click((await row()).getByRole('button', { name: new RegExp(`^Undo payment for ${last}, `) }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Undo the RVL payment for ${last}?` }),
    );
    await user.click(dialog.getByRole('button', { name: 'Undo Payment' }));
    expect((await findToast()).textContent).toBe('RVL Payment Updated: Payment marked as pending');
  });

  it("shows the database's refusal to mark a month paid", async () => {
    const user = userEvent.setup();
    render(<MarkPaidRefused />);
    await user.click((await row()).getByRole('button', { name: new RegExp(`^Mark Paid for ${current}, `) }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark Paid' }),
    );
    expect(
      await screen.findByText(
        'Failed to update RVL payment: Only months within the lease can be marked paid',
      ),
    ).toBeTruthy();
  });

  it('exports each property with the state of its four months', async () => {
    const blobs = captureDownloads();
    const user = userEvent.setup();
    render(<Default />);
    await row();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    expect(await csvLines(blobs[0]!)).toEqual([
      `Property,Owner,RVL Amount,${current},${last},${before},${earliest}`,
      '"7 Residency Road, Ashok Nagar, Bengaluru",Anita Desai,4800,pending,paid,paid,outside lease',
    ]);
  });

  it('shows no rows while loading, and says when there is nothing to track', async () => {
    const loading = render(<Loading />);
    expect(screen.queryByText('Anita Desai')).toBeNull();
    loading.unmount();
    render(<Empty />);
    expect(await screen.findByText('No managed properties to track yet.')).toBeTruthy();
  });

  it('says the data could not be loaded, in the list and once as a notification', async () => {
    render(<Error />);
    expect((await findToast()).textContent).toBe('Failed to load managed rental data');
    expect(toasts()).toHaveLength(1);
  });

  it('marks one month paid for the ticked properties in one call, once the admin confirms', async () => {
    const mark = (BulkMarkPaid.parameters.methods as Record<string, Mock>).markRvlPaymentsPaid as Mock;
    mark.mockClear();
    const user = userEvent.setup();
    render(<BulkMarkPaid />);
    await row();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: 'Mark a month paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark RVL paid for 2 properties?' }));
    expect(dialog.getByRole('combobox', { name: 'Month' }).textContent, 'this month first').toBe(current);
    await user.click(dialog.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: before }));
    expect(mark, 'nothing before the confirmation').not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Mark Paid' }));
    expect(mark).toHaveBeenCalledWith(['mp1', 'mp2'], beforeIso);
    expect((await findToast()).textContent).toBe('RVL marked paid for 2 properties');
  });

  it("shows the database's refusal of a bulk Mark Paid and keeps the selection", async () => {
    const user = userEvent.setup();
    render(<BulkMarkPaidRefused />);
    await row();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: 'Mark a month paid' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark Paid' }));
    expect((await findToast()).textContent).toBe(
      'Failed to update RVL payment: Only months within the lease can be marked paid',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Mark a month paid' }), 'still selected').toBeTruthy();
  });

  it('opens with the search its address carries', async () => {
    render(<Filtered />);
    expect(await screen.findByText('12 MG Road, Koramangala, Bengaluru')).toBeTruthy();
    expect(screen.queryByText('7 Residency Road, Ashok Nagar, Bengaluru')).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('Koramangala');
  });
});
