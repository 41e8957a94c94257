import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import { markCommissionsPaid } from './fixtures.ts';
import * as stories from './MonthCommissions.stories.tsx';

const { Filled, Empty, Loading, Error, Stale } = composeStories(stories);
beforeEach(() => markCommissionsPaid.mockClear());
afterEach(cleanup);

describe('MonthCommissions', () => {
  it("lists the month's pending commissions with beneficiary, level, rate and amount", async () => {
    render(<Filled />);
    const table = await screen.findByRole('table', { name: 'Commissions of Oct 2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Priya SharmaAFF100421Personal10%₹2,000Mark Paid',
      'Anil KapoorAFF100013Differential10%₹2,000Mark Paid',
      'Rahul VermaAFF100772Differential5%₹1,000Mark Paid',
    ]);
  });

  it('narrows the list by affiliate ID', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Affiliate ID' }), 'aff10077');
    await waitFor(() => expect(screen.queryByText('Priya Sharma')).toBeNull());
    expect(screen.getByText('Rahul Verma')).toBeTruthy();
  });

  it('searches for what was typed, trimmed, and Enter keeps the admin on the list', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Affiliate ID' });
    await user.type(box, '  aff10077 {Enter}');
    await waitFor(() => expect(screen.queryByText('Priya Sharma')).toBeNull());
    expect(screen.getByText('Rahul Verma')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('  aff10077 ');
    expect(document.activeElement).toBe(box);
  });

  it('marks one commission paid', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await user.click(
      await screen.findByRole('button', { name: 'Mark Paid: Rahul Verma, level 2' }),
    );
    expect(markCommissionsPaid).toHaveBeenCalledWith(['c4']);
    expect(await screen.findByText('Commissions Updated: 1 marked as paid')).toBeTruthy();
  });

  it('marks the selected commissions paid together', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    const bulk = screen.getByRole('button', { name: 'Mark 0 paid' });
    expect(bulk.hasAttribute('disabled')).toBe(true);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every pending commission on this page' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Select commission of Anil Kapoor, level 3' }),
    );
    await user.click(screen.getByRole('button', { name: 'Mark 2 paid' }));
    expect(markCommissionsPaid).toHaveBeenCalledWith(['c1', 'c4']);
    expect(await screen.findByText('Commissions Updated: 2 marked as paid')).toBeTruthy();
  });

  it('shows paid ones with their date when asked', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Paid' }));
    expect(await screen.findByText('Paid 5 Nov 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Mark Paid:/ })).toBeNull();
  });

  it("says the server's reason when marking fails", async () => {
    const user = userEvent.setup();
    render(<Stale />);
    await user.click(
      await screen.findByRole('button', { name: 'Mark Paid: Priya Sharma, level 1' }),
    );
    expect(
      await screen.findByText('Failed to mark commissions paid: Commission not found'),
    ).toBeTruthy();
  });

  it('shows empty, loading and failure states', async () => {
    const empty = render(<Empty />);
    expect(await screen.findByText('No commissions for this month.')).toBeTruthy();
    empty.unmount();
    const loading = render(<Loading />);
    expect(screen.getByLabelText('Commissions loading')).toBeTruthy();
    loading.unmount();
    render(<Error />);
    expect((await screen.findAllByText('Failed to load commissions')).length).toBeGreaterThan(0);
  });
});

describe('MonthCommissions while marking', () => {
  it('sends one request for a double click on Mark N paid, busy while it runs', async () => {
    const { Marking } = composeStories(stories);
    const mark = Marking.parameters.methods.markCommissionsPaid as Mock;
    mark.mockClear();
    const user = userEvent.setup();
    render(<Marking />);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every pending commission on this page' }),
    );
    const button = screen.getByRole('button', { name: 'Mark 3 paid' });
    await doubleClick(button);
    expect(mark).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it("sends one request for a double click on a row's Mark Paid", async () => {
    const { Marking } = composeStories(stories);
    const mark = Marking.parameters.methods.markCommissionsPaid as Mock;
    mark.mockClear();
    render(<Marking />);
    const button = await screen.findByRole('button', { name: 'Mark Paid: Rahul Verma, level 2' });
    await doubleClick(button);
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(['c4']);
  });
});
