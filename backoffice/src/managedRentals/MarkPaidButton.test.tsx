import { composeStories } from '@storybook/react-vite';
import { formatDate, formatMonth } from '@rentals/core/format';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import { findToast } from '../testing/toasts.ts';
import { currentMonth, rvlRows } from './fixtures.ts';
import * as stories from './MarkPaidButton.stories.tsx';

const { Pending, Paid, Refused, NoMonth } = composeStories(stories);

const markPaid = () =>
  screen.getByRole('button', { name: `Mark Paid for ${formatMonth(currentMonth)}` });

describe('MarkPaidButton', () => {
  it("marks the month's RVL paid and says so", async () => {
    const call = (Pending.parameters.methods as Record<string, Mock>).markRvlPaymentPaid as Mock;
    call.mockClear();
    const user = userEvent.setup();
    render(<Pending />);
    await user.click(markPaid());
    expect(call).toHaveBeenCalledWith('mp1', currentMonth);
    expect((await findToast()).textContent).toBe('RVL Payment Updated: Payment marked as paid');
  });

  it('is reached and pressed from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Pending />);
    await user.tab();
    expect(document.activeElement).toBe(markPaid());
    await user.keyboard(' ');
    expect((await findToast()).textContent).toBe('RVL Payment Updated: Payment marked as paid');
  });

  it('shows a paid month with the day it was paid, and nothing to press', () => {
    render(<Paid />);
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText(formatDate(rvlRows[0]!.months[1]!.payment_date))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the database's refusal", async () => {
    const user = userEvent.setup();
    render(<Refused />);
    await user.click(markPaid());
    expect((await findToast()).textContent).toBe(
      'Failed to update RVL payment: Payment month cannot be in the future',
    );
    expect((markPaid() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a dash for a month without a row', () => {
    render(<NoMonth />);
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
