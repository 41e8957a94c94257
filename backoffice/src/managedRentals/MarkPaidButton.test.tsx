import { composeStories } from '@storybook/react-vite';
import { formatDate, formatMonth } from '@rentals/core/format';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import { findToast } from '../testing/toasts.ts';
import { currentMonth, rvlRows } from './fixtures.ts';
import * as stories from './MarkPaidButton.stories.tsx';

const { Pending, Paid, OutsideLease, Saving, Refused, NoMonth } = composeStories(stories);

const methods = Pending.parameters.methods as Record<string, Mock>;
const month = formatMonth(currentMonth);
const lastMonth = rvlRows[0]!.months[1]!;
const markPaid = () => screen.getByRole('button', { name: `Mark Paid for ${month}, 7 Residency Road, Bengaluru` });
const confirmDialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

describe('MarkPaidButton', () => {
  it("asks first, then marks the month's RVL paid and says so", async () => {
    methods.markRvlPaymentPaid!.mockClear();
    const user = userEvent.setup();
    render(<Pending />);
    await user.click(markPaid());
    const dialog = await confirmDialog(`Mark ${month} RVL paid?`);
    expect(
      dialog.getByText(
        `7 Residency Road, Bengaluru: ₹4,800 for ${month} is recorded as paid and counts in that month's commissions.`,
      ),
    ).toBeTruthy();
    expect(methods.markRvlPaymentPaid, 'nothing before confirming').not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Mark Paid' }));
    expect(methods.markRvlPaymentPaid).toHaveBeenCalledWith('mp1', currentMonth);
    expect((await findToast()).textContent).toBe('RVL Payment Updated: Payment marked as paid');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel changes nothing', async () => {
    methods.markRvlPaymentPaid!.mockClear();
    const user = userEvent.setup();
    render(<Pending />);
    await user.click(markPaid());
    await user.click(
      (await confirmDialog(`Mark ${month} RVL paid?`)).getByRole('button', { name: 'Cancel' }),
    );
    expect(methods.markRvlPaymentPaid).not.toHaveBeenCalled();
  });

  it('is reached and pressed from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Pending />);
    await user.tab();
    expect(document.activeElement).toBe(markPaid());
    await user.keyboard(' ');
    const dialog = await confirmDialog(`Mark ${month} RVL paid?`);
    dialog.getByRole('button', { name: 'Mark Paid' }).focus();
    await user.keyboard('{Enter}');
    expect((await findToast()).textContent).toBe('RVL Payment Updated: Payment marked as paid');
  });

  it('keeps both dialog buttons disabled while saving', async () => {
    const user = userEvent.setup();
    render(<Saving />);
    await user.click(markPaid());
    const dialog = await confirmDialog(`Mark ${month} RVL paid?`);
    await user.click(dialog.getByRole('button', { name: 'Mark Paid' }));
    expect((dialog.getByRole('button', { name: 'Mark Paid' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((dialog.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('marks the month paid once on a double click of Mark Paid in the dialog', async () => {
    const save = Saving.parameters.methods.markRvlPaymentPaid as Mock;
    save.mockClear();
    const user = userEvent.setup();
    render(<Saving />);
    await user.click(markPaid());
    const dialog = await confirmDialog(`Mark ${month} RVL paid?`);
    const button = dialog.getByRole('button', { name: 'Mark Paid' });
    await doubleClick(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('mp1', expect.stringMatching(/^\d{4}-\d{2}-01$/));
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('shows a paid month with the day it was paid, and undoes it once confirmed', async () => {
    methods.undoRvlPaymentPaid!.mockClear();
    const user = userEvent.setup();
    render(<Paid />);
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText(formatDate(lastMonth.payment_date))).toBeTruthy();
    const name = formatMonth(lastMonth.payment_month);
    await user.click(screen.getByRole('button', { name: `Undo payment for ${name}, 7 Residency Road, Bengaluru` }));
    const dialog = await confirmDialog(`Undo the RVL payment for ${name}?`);
    await user.click(dialog.getByRole('button', { name: 'Undo Payment' }));
    expect(methods.undoRvlPaymentPaid).toHaveBeenCalledWith('mp1', lastMonth.payment_month);
    expect((await findToast()).textContent).toBe('RVL Payment Updated: Payment marked as pending');
  });

  it('offers nothing for a month outside the lease', () => {
    render(<OutsideLease />);
    expect(screen.getByText('Outside lease')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the database's refusal and lets the admin try again", async () => {
    const user = userEvent.setup();
    render(<Refused />);
    await user.click(markPaid());
    const dialog = await confirmDialog(`Mark ${month} RVL paid?`);
    await user.click(dialog.getByRole('button', { name: 'Mark Paid' }));
    // The open dialog hides the page from assistive technology, so the toast is found by its text.
    expect(
      await screen.findByText(
        'Failed to update RVL payment: Only months within the lease can be marked paid',
      ),
    ).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Mark Paid' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows a dash for a month without a row', () => {
    render(<NoMonth />);
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
