import { composeStories } from '@storybook/react-vite';
import { formatDate, formatMonth } from '@rentals/core/format';
import { rvlTrackingMonths } from '@rentals/core/rules/rvl';
import { todayIso } from '@rentals/core/dates';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads, csvLines } from '../testing/captureDownloads.ts';
import { findToast, toasts } from '../testing/toasts.ts';
import * as stories from './RvlTracking.stories.tsx';

const { Default, Loading, Empty, Error, MarkPaidRefused } = composeStories(stories);

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
      'Property',
      'Owner',
      'RVL Amount',
      current,
      last,
      before,
      earliest,
    ]);
    expect(property.getByText('₹4,800')).toBeTruthy();
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
});
