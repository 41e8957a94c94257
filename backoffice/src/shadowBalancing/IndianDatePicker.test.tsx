import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
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

describe('IndianDatePicker', () => {
  it('shows a day as DD/MM/YYYY, and an empty field as its placeholders', () => {
    const value = render(<WithValue />);
    expect(shown('Start Date')).toBe('24/11/2026');
    value.unmount();
    render(<Empty />);
    expect(shown('Start Date')).toBe('DD/MM/YYYY');
  });

  it('moves the day with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<WithValue />);
    await user.click(field('Start Date').getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('{ArrowUp}');
    expect(shown('Start Date')).toBe('25/11/2026');
    expect(lastPicked(WithValue.args.onChange)).toBe('2026-11-25');
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
