import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_ADDRESS_LIMIT, REPORT_PERSON_LIMIT } from '@rentals/core/validation/messages';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ReportListing.stories.tsx';
import { storyActions, STORY_USER_ID, type RecordedCall } from './storyActions.ts';

const { Default, AlreadyReported, Sending, Refused, LimitReached, NetworkLimitReached, Duplicate, Failed, Hindi } = composeStories(stories);

afterEach(cleanup);

async function send(reason?: string) {
  await userEvent.click(screen.getByText('Report this listing'));
  if (reason) await userEvent.click(screen.getByRole('radio', { name: reason }));
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
}

describe('ReportListing', () => {
  it('offers the five reasons and words, and thanks the person in place once sent', async () => {
    const calls: RecordedCall[] = [];
    render(<Default actions={storyActions('ok', calls)} />);
    expect(screen.getByText('Report this listing').tagName).toBe('SUMMARY');
    const group = screen.getByRole('group', { name: 'What is wrong with this listing?' });
    expect([...group.querySelectorAll('input')].map((input) => input.value)).toEqual(['already_rented', 'wrong_price_or_photos', 'fraud', 'duplicate', 'other']);
    expect(screen.getByRole('radio', { name: 'Fraud, or someone asks for money up front' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Tell us more'), 'Asked for a deposit by UPI before any visit');
    await send('Fraud, or someone asks for money up front');
    expect((await screen.findByRole('status')).textContent).toBe('Thank you: our team will look at this listing.');
    expect(calls).toEqual([{ action: 'report', args: ['p-1', STORY_USER_ID, { reason: 'fraud', details: 'Asked for a deposit by UPI before any visit' }] }]);
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull();
  });

  it('says so on a later visit instead of the form', () => {
    render(<AlreadyReported />);
    expect(screen.getByRole('status').textContent).toBe('You have already reported this listing. Our team will look at it.');
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull();
  });

  it('waits while sending, without a second report going out', async () => {
    render(<Sending />);
    await send();
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('stays open with the database’s refusal', async () => {
    render(<Refused />);
    await send('Something else');
    expect((await screen.findByRole('alert')).textContent).toBe('Say in a few words what is wrong.');
    expect((screen.getByText('Report this listing').closest('details') as HTMLDetailsElement).open).toBe(true);
  });

  it('says when the day’s reports of the person, or of their network, are used up', async () => {
    render(<LimitReached />);
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe(REPORT_PERSON_LIMIT);
    cleanup();
    render(<NetworkLimitReached />);
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe(REPORT_ADDRESS_LIMIT);
  });

  it('treats a second report as already sent', async () => {
    render(<Duplicate />);
    await send();
    expect((await screen.findByRole('status')).textContent).toBe('You have already reported this listing. Our team will look at it.');
  });

  it('explains a failure and lets the person send again', async () => {
    render(<Failed />);
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe('The report could not be sent. Please try again.');
    expect((screen.getByRole('button', { name: 'Send report' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByText('इस लिस्टिंग की शिकायत करें')).toBeTruthy();
  });
});
