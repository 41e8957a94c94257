import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import { markCommissionsPaid } from './fixtures.ts';
import * as stories from './MonthCommissions.stories.tsx';

const { Filled, Empty, Loading, Error, Stale, Marking } = composeStories(stories);
beforeEach(() => markCommissionsPaid.mockClear());
afterEach(cleanup);

// react-admin's notification stays 4 s before an undoable change is sent; waits allow for a busy machine.
const UNDO_WINDOW = 12_000;

async function findToast(text: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await within(region).findByText(text);
  return region;
}

const table = () => within(screen.getByRole('region', { name: 'Commissions of Oct 2026' })).findByRole('table');

describe('MonthCommissions', () => {
  it("lists the month's pending commissions with beneficiary, level, rate and amount", async () => {
    render(<Filled />);
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
      ['Priya SharmaAFF10042', '1', 'Personal', '10%', '₹2,000', 'Mark Paid'],
      ['Anil KapoorAFF10001', '3', 'Differential', '10%', '₹2,000', 'Mark Paid'],
      ['Rahul VermaAFF10077', '2', 'Differential', '5%', '₹1,000', 'Mark Paid'],
    ]);
  });

  it('narrows the list by affiliate ID', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Affiliate ID' }), 'aff10077');
    await waitFor(() => expect(screen.queryByText('Priya Sharma')).toBeNull());
    expect(screen.getByText('Rahul Verma')).toBeTruthy();
  });

  it('marks one commission paid once its Undo has passed', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await user.click(await screen.findByRole('button', { name: 'Mark Paid: Rahul Verma, level 2' }));
    const toast = await findToast('Commissions Updated: 1 marked as paid');
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(markCommissionsPaid).not.toHaveBeenCalled();
    await waitFor(() => expect(markCommissionsPaid).toHaveBeenCalledWith(['c4']), { timeout: UNDO_WINDOW });
  });

  it('sends nothing when marking is undone', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await user.click(await screen.findByRole('button', { name: 'Mark Paid: Rahul Verma, level 2' }));
    await user.click(within(await findToast('Commissions Updated: 1 marked as paid')).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Marking paid undone: nothing was changed.', {}, { timeout: UNDO_WINDOW })).toBeTruthy();
    expect(markCommissionsPaid).not.toHaveBeenCalled();
  });

  it('marks the selected commissions paid together', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    const rows = within(await table()).getAllByRole('row');
    await user.click(within(rows[2]!).getByRole('checkbox'));
    await user.click(within(rows[3]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Mark 2 paid' }));
    await findToast('Commissions Updated: 2 marked as paid');
    await waitFor(() => expect(markCommissionsPaid).toHaveBeenCalledWith(['c2', 'c4']), { timeout: UNDO_WINDOW });
  });

  it('shows paid ones with their date when asked', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await table();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Paid' }));
    expect(await screen.findByText('Paid 5 Nov 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Mark Paid:/ })).toBeNull();
  });

  it("says the server's reason when marking fails", async () => {
    const user = userEvent.setup();
    render(<Stale />);
    await user.click(await screen.findByRole('button', { name: 'Mark Paid: Priya Sharma, level 1' }));
    expect(
      await screen.findByText('Failed to mark commissions paid: Commission not found', {}, { timeout: UNDO_WINDOW }),
    ).toBeTruthy();
  });

  it('shows empty, loading and failure states', async () => {
    const empty = render(<Empty />);
    expect(await screen.findByText('No commissions for this month.')).toBeTruthy();
    empty.unmount();
    const loading = render(<Loading />);
    expect(await screen.findByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    loading.unmount();
    render(<Error />);
    expect((await screen.findAllByText('Failed to load commissions')).length).toBeGreaterThan(0);
  });

  it("sends one request for a double click on a row's Mark Paid, busy until sent", async () => {
    const mark = Marking.parameters.methods.markCommissionsPaid as Mock;
    mark.mockClear();
    render(<Marking />);
    const button = await screen.findByRole('button', { name: 'Mark Paid: Rahul Verma, level 2' });
    await doubleClick(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(1), { timeout: UNDO_WINDOW });
    expect(mark).toHaveBeenCalledWith(['c4']);
  });
});
