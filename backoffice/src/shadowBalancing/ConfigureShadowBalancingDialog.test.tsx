import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@rentals/core/dates';
import { describedBy } from '../testing/describedBy.ts';
import { doubleClick } from '../testing/doubleClick.ts';
import { shownDate, typeDate } from '../testing/typeDate.ts';
import * as stories from './ConfigureShadowBalancingDialog.stories.tsx';

const { Default, Enabled, SaveFails, Saving } = composeStories(stories);

afterEach(cleanup);

describe('ConfigureShadowBalancingDialog', () => {
  it('shows dates and reason only when enabled, and asks for a reason before saving', async () => {
    const user = userEvent.setup();
    render(<Default />);
    expect(screen.getByRole('dialog', { name: 'Configure Shadow Balancing' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Reason/)).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Enable shadow balancing' }));
    expect(screen.getAllByText('End Date (Max 6 months)').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Reason is required when enabling shadow balancing'),
    ).toBeTruthy();
  });

  it('enables from today for 180 days with the reason and says so', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('switch', { name: 'Enable shadow balancing' }));
    await user.type(screen.getByLabelText(/^Reason/), 'Early adopter');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shadow balancing enabled for Meera Iyer')).toBeTruthy();
    expect(Default.parameters.methods.setShadowBalancing).toHaveBeenCalledWith({
      broker_id: 'b4',
      enabled: true,
      start_date: todayIso(),
      end_date: addDays(todayIso(), 180),
      reason: 'Early adopter',
    });
    expect(Default.args.onClose).toHaveBeenCalled();
  });

  it('saves the dates typed by keyboard, the end kept while the start is typed', async () => {
    const save = Default.parameters.methods.setShadowBalancing;
    save.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('switch', { name: 'Enable shadow balancing' }));
    const start = addDays(todayIso(), 30);
    const end = addDays(start, 183);
    await typeDate(user, 'End Date (Max 6 months)', end);
    // On the way to the start, its keystrokes made other days (the 1st, the years 2, 20, 202)
    // that the end did not fit, and a new start moves an end that does not fit.
    await typeDate(user, 'Start Date', start);
    expect(shownDate('Start Date')).toBe(start.split('-').reverse().join('/'));
    await user.type(screen.getByLabelText(/^Reason/), 'Festive season');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shadow balancing enabled for Meera Iyer')).toBeTruthy();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ start_date: start, end_date: end, reason: 'Festive season' }),
    );
  });

  it('modifies a running period and disables it', async () => {
    const user = userEvent.setup();
    render(<Enabled />);
    expect((screen.getByLabelText(/^Reason/) as HTMLTextAreaElement).value).toBe(
      'Early adopter in Pune',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shadow balancing modified for Aarav Mehta')).toBeTruthy();
    cleanup();
    render(<Enabled />);
    await user.click(screen.getByRole('switch', { name: 'Enable shadow balancing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shadow balancing disabled for Aarav Mehta')).toBeTruthy();
  });

  it("shows the save failure with the server's message", async () => {
    const user = userEvent.setup();
    render(<SaveFails />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to save shadow balancing settings: Broker not found'),
    ).toBeTruthy();
  });

  it('says beside the reason that it is missing and puts the cursor there', async () => {
    const save = Default.parameters.methods.setShadowBalancing;
    save.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('switch', { name: 'Enable shadow balancing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const reason = screen.getByLabelText(/^Reason/);
    await waitFor(() =>
      expect(describedBy(reason)).toBe('Reason is required when enabling shadow balancing'),
    );
    expect(document.activeElement).toBe(reason);
    expect(save).not.toHaveBeenCalled();
  });

  it('puts the cursor in a start date that lies in the past, its message beside it', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('switch', { name: 'Enable shadow balancing' }));
    await typeDate(user, 'Start Date', addDays(todayIso(), -3));
    await user.type(screen.getByLabelText(/^Reason/), 'Festive season');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start date cannot be earlier than today')).toBeTruthy();
    const start = screen.getByRole('group', { name: 'Start Date' });
    await waitFor(() => expect(start.contains(document.activeElement)).toBe(true));
    expect(within(start.parentElement as HTMLElement).getByText('Start date cannot be earlier than today')).toBeTruthy();
  });

  it('sends one save for a double click, and is busy while it runs', async () => {
    const save = Saving.parameters.methods.setShadowBalancing;
    save.mockClear();
    render(<Saving />);
    const button = screen.getByRole('button', { name: 'Save' });
    await doubleClick(button);
    expect(save).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
