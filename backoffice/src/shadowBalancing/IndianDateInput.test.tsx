import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import { shownDate, typeDate } from '../testing/typeDate.ts';
import * as stories from './IndianDateInput.stories.tsx';

const { Empty, Filled, Refused, Saving } = composeStories(stories);

afterEach(cleanup);

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
const dayOf = (name: string) => within(group(name)).getByRole('spinbutton', { name: 'Day' });
const submitted = (story: { args: { onSubmit?: unknown } }) => story.args.onSubmit as Mock;

describe('IndianDateInput', () => {
  it('says beneath each empty date that it is required, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start date is required')).toBeTruthy();
    expect(screen.getByText('End date is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(dayOf('Start Date')));
    expect(submitted(Empty)).not.toHaveBeenCalled();
  });

  it('hands a typed date to the form, which checks it: a start before today is refused', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await typeDate(user, 'Start Date', '2026-11-20');
    expect(shownDate('Start Date')).toBe('20/11/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start date cannot be earlier than today')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(dayOf('Start Date')));
    expect(submitted(Filled)).not.toHaveBeenCalled();
  });

  it('saves the typed date, once corrected', async () => {
    const user = userEvent.setup();
    render(<Refused />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start date cannot be earlier than today')).toBeTruthy();
    await typeDate(user, 'Start Date', '2026-12-01');
    await waitFor(() => expect(screen.queryByText('Start date cannot be earlier than today')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted(Refused)).toHaveBeenCalledTimes(1));
    expect(submitted(Refused).mock.lastCall?.[0]).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2027-05-24',
    });
  });

  it('saves a date typed and submitted with Enter, not the date it replaced', async () => {
    const user = userEvent.setup();
    const save = submitted(Filled);
    save.mockClear();
    render(<Filled />);
    await user.click(dayOf('End Date'));
    await user.keyboard('20022027{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.lastCall?.[0]).toMatchObject({ startDate: '2026-11-25', endDate: '2027-02-20' });
  });

  it('saves a day typed over a date and submitted with Enter, the year untouched', async () => {
    const user = userEvent.setup();
    const save = submitted(Filled);
    save.mockClear();
    render(<Filled />);
    await user.click(dayOf('Start Date'));
    await user.keyboard('30{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.lastCall?.[0]).toMatchObject({ startDate: '2026-11-30', endDate: '2027-05-24' });
  });

  it('saves both dates typed into empty fields, the last submitted with Enter', async () => {
    const user = userEvent.setup();
    const save = submitted(Empty);
    save.mockClear();
    render(<Empty />);
    await user.click(dayOf('Start Date'));
    await user.keyboard('01012027');
    await user.click(dayOf('End Date'));
    await user.keyboard('31052027{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.lastCall?.[0]).toMatchObject({ startDate: '2027-01-01', endDate: '2027-05-31' });
  });

  it('takes a half-typed year as no date: the form says the date is required', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    const group = within(screen.getByRole('group', { name: /^End Date/ }));
    await user.click(group.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('0101202');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End date is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(dayOf('End Date')));
  });

  it('is busy while saving, so a double click saves once', async () => {
    const save = submitted(Saving);
    save.mockClear();
    render(<Saving />);
    const button = screen.getByRole('button', { name: 'Save' });
    await doubleClick(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(save).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
