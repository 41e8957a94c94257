import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storyActions, type RecordedCall } from './storyActions.ts';
import * as stories from './VisitRequestForm.stories.tsx';

const { Default, AlreadyRequested, Confirmed, Sending, Failed, SlotAlreadyRequested, Hindi } = composeStories(stories);

afterEach(cleanup);

async function fill(day: string, time: string) {
  const date = screen.getByLabelText('Day');
  await userEvent.clear(date);
  await userEvent.type(date, day);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time' }), time);
}

describe('VisitRequestForm', () => {
  it('requests a virtual visit on a day and time in India', async () => {
    const calls: RecordedCall[] = [];
    render(<Default actions={storyActions('ok', calls)} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Video call' }));
    await fill('2026-11-28', '11:00');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes for the owner (optional)' }), 'Evening works too');
    await userEvent.click(screen.getByRole('button', { name: 'Request visit' }));
    expect((await screen.findByRole('status')).textContent).toBe('Visit requested for 28 Nov 2026, 11:00 am. The owner will confirm it.');
    expect(calls[0]?.args[2]).toEqual({ visit_type: 'virtual', scheduled_date: '2026-11-28T11:00:00+05:30', notes: 'Evening works too' });
  });

  it('shows what is missing next to each field and sends nothing', async () => {
    const calls: RecordedCall[] = [];
    render(<Default actions={storyActions('ok', calls)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request visit' }));
    expect(screen.getByLabelText('Day').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a day')).toBeTruthy();
    expect(screen.getByText('Choose a time for the visit')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses a day in the past', async () => {
    render(<Default />);
    await fill('2026-11-20', '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request visit' }));
    expect(screen.getByText('Choose today or a later day')).toBeTruthy();
  });

  it('shows an open request instead of the form', () => {
    render(<AlreadyRequested />);
    expect(screen.getByRole('status').textContent).toBe('You asked for a video call on 28 Nov 2026, 11:00 am (waiting for the owner).');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(<Confirmed />);
    expect(screen.getByRole('status').textContent).toContain('(confirmed)');
  });

  it('waits while sending and explains a failure', async () => {
    render(<Sending />);
    await fill('2026-11-28', '11:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request visit' }));
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    render(<Failed />);
    await fill('2026-11-28', '11:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request visit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not request the visit. Please try again.');
  });

  it('says so when the same slot was already requested', async () => {
    render(<SlotAlreadyRequested />);
    await fill('2026-11-28', '11:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request visit' }));
    expect((await screen.findByRole('alert')).textContent)
      .toBe('You have already asked to visit at this time. Your visits are in your portal.');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('button', { name: 'विज़िट का अनुरोध करें' })).toBeTruthy();
  });
});
