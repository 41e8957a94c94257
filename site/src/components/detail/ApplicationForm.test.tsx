import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ApplicationForm.stories.tsx';
import { storyActions, type RecordedCall } from './storyActions.ts';

const { Default, AlreadyApplied, Sending, Failed, AppliedInAnotherTab, Hindi } = composeStories(stories);

afterEach(cleanup);

async function chooseMoveIn(day: string) {
  await userEvent.type(screen.getByLabelText('Move-in date'), day);
}

describe('ApplicationForm', () => {
  it('sends the move-in date and notes', async () => {
    const calls: RecordedCall[] = [];
    render(<Default actions={storyActions('ok', calls)} />);
    await chooseMoveIn('2026-12-15');
    await userEvent.type(screen.getByRole('textbox', { name: 'About you (optional)' }), 'Two of us, both in IT');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('status')).textContent).toBe('Application sent. The owner will reply in your portal.');
    expect(calls[0]?.args[2]).toEqual({ move_in_date: '2026-12-15', notes: 'Two of us, both in IT' });
  });

  it('asks for the move-in date before sending', async () => {
    const calls: RecordedCall[] = [];
    render(<Default actions={storyActions('ok', calls)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByText('Choose your move-in date')).toBeTruthy();
    expect(screen.getByLabelText('Move-in date').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('shows an open application instead of the form', () => {
    render(<AlreadyApplied />);
    expect(screen.getByRole('status').textContent).toBe('You applied on 22 Nov 2026 to move in on 15 Dec 2026 (waiting for the owner).');
  });

  it('waits while sending and explains a failure', async () => {
    render(<Sending />);
    await chooseMoveIn('2026-12-15');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    render(<Failed />);
    await chooseMoveIn('2026-12-15');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not send the application. Please try again.');
  });

  it('says so when the person already applied from another tab', async () => {
    render(<AppliedInAnotherTab />);
    await chooseMoveIn('2026-12-15');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('alert')).textContent)
      .toBe('You have already applied for this home. Your application is in your portal.');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('button', { name: 'आवेदन भेजें' })).toBeTruthy();
  });
});
