import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Dayjs } from 'dayjs';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { toIsoDate } from '../dates/india.ts';
import * as stories from './IndianDatePicker.stories.tsx';

const { Empty, WithValue, WithLimits, WithError } = composeStories(stories);

const field = (name: string) => within(screen.getByRole('group', { name }));
const shown = (name: string) =>
  field(name)
    .getAllByRole('spinbutton')
    .map((part) => part.textContent)
    .join('/');
const lastPicked = (onChange: unknown) => toIsoDate((onChange as Mock).mock.lastCall?.[0]);
const passedOn = (onChange: unknown) =>
  (onChange as Mock).mock.calls.map(([day]) => toIsoDate(day as Dayjs | null));

/** Types by keyboard into the field, from its day, then leaves it with Tab. */
async function typeDigits(user: UserEvent, name: string, digits: string) {
  await user.click(field(name).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(digits);
  await user.tab();
}

describe('IndianDatePicker', () => {
  beforeEach(() => {
    for (const story of [Empty, WithValue, WithLimits]) (story.args.onChange as Mock).mockClear();
  });

  it('shows a day as DD/MM/YYYY, and an empty field as its placeholders', () => {
    const value = render(<WithValue />);
    expect(shown('Start Date')).toBe('24/11/2026');
    value.unmount();
    render(<Empty />);
    expect(shown('Start Date')).toBe('DD/MM/YYYY');
  });

  it('moves the day with the arrow keys, passed on when the field is left', async () => {
    const user = userEvent.setup();
    render(<WithValue />);
    await user.click(field('Start Date').getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('{ArrowUp}');
    expect(shown('Start Date')).toBe('25/11/2026');
    await user.tab();
    expect(lastPicked(WithValue.args.onChange)).toBe('2026-11-25');
  });

  it('keeps the day typed over another date, and passes on only the finished date', async () => {
    const user = userEvent.setup();
    render(<WithValue />);
    await typeDigits(user, 'Start Date', '15042027');
    expect(shown('Start Date')).toBe('15/04/2027');
    // Not 01/11/2026 (the "1" of 15), nor the years 2, 20 and 202 on the way to 2027.
    expect(passedOn(WithValue.args.onChange)).toEqual(['2027-04-15']);
  });

  it('passes a typed date on with the keystroke that completes its year, before the field is left', async () => {
    const user = userEvent.setup();
    render(<WithValue />);
    await user.click(field('Start Date').getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('150420');
    expect(passedOn(WithValue.args.onChange), 'day, month and half the year').toEqual([]);
    await user.keyboard('27');
    expect(passedOn(WithValue.args.onChange)).toEqual(['2027-04-15']);
  });

  it('passes a day typed over a date on with Enter', async () => {
    const user = userEvent.setup();
    render(<WithValue />);
    await user.click(field('Start Date').getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('15');
    expect(passedOn(WithValue.args.onChange), 'the day alone, not yet').toEqual([]);
    await user.keyboard('{Enter}');
    expect(passedOn(WithValue.args.onChange)).toEqual(['2026-11-15']);
  });

  it('types a date into an empty field', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await typeDigits(user, 'Start Date', '31122026');
    expect(passedOn(Empty.args.onChange)).toEqual(['2026-12-31']);
  });

  it('passes on no date for a year left half typed', async () => {
    const user = userEvent.setup();
    render(<WithValue />);
    await typeDigits(user, 'Start Date', '1504202');
    expect(passedOn(WithValue.args.onChange)).toEqual([null]);
  });

  it('offers only the days between its limits in the calendar', async () => {
    const user = userEvent.setup();
    render(<WithLimits />);
    await user.click(screen.getByRole('button', { name: /^Choose date/ }));
    const calendar = within(await screen.findByRole('dialog'));
    expect((calendar.getByRole('gridcell', { name: '5' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect((calendar.getByRole('gridcell', { name: '6' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(calendar.getByRole('gridcell', { name: '3' }));
    expect(lastPicked(WithLimits.args.onChange)).toBe('2026-12-03');
    expect(shown('End Date (Max 6 months)')).toBe('03/12/2026');
  });

  it("shows the form's message and marks the field invalid", () => {
    render(<WithError />);
    const group = screen.getByRole('group', {
      name: 'Start Date',
      description: 'Start date cannot be earlier than today',
    });
    expect(group.getAttribute('aria-invalid')).toBe('true');
  });
});
