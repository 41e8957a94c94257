import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ConversationReportQueue.stories.tsx';

const { Default, Empty, Error, Refused } = composeStories(stories);

afterEach(cleanup);

const methods = Default.parameters.methods as Record<string, Mock>;
const heading = 'Asha and Meera about 2 BHK in Viman Nagar';

describe('ConversationReportQueue', () => {
  it('lists each reported conversation with the reason, and shows its messages on request', async () => {
    const user = userEvent.setup();
    render(<Default />);
    expect(await screen.findByRole('heading', { name: 'Reported conversations (1)' })).toBeTruthy();
    const item = screen.getByRole('listitem', { name: heading });
    expect(within(item).getByText('Reason: “Asked for a deposit by UPI before any visit”')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Messages (2)' }));
    const log = await within(item).findByRole('list', { name: 'Messages of the conversation' });
    expect(methods.reportedConversationMessages).toHaveBeenCalledWith('c1');
    expect(within(log).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Renter · 25 Nov 2026, 2:30 pm: Can I visit on Sunday?',
      'Owner · 25 Nov 2026, 2:40 pm: Pay ₹20,000 by UPI first.',
    ]);
  });

  it('dismisses the report or closes the conversation in one call each', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(await screen.findByRole('button', { name: `Dismiss report: ${heading}` }));
    expect(methods.dismissConversationReport).toHaveBeenCalledWith('c1');
    expect(await screen.findByText('Report dismissed; the conversation is open again')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Close conversation: ${heading}` }));
    expect(methods.closeReportedConversation).toHaveBeenCalledWith('c1');
  });

  it('says when nothing waits, when the queue cannot be read, and what the database refused', async () => {
    render(<Empty />);
    expect(await screen.findByText('No conversation is waiting with a report.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load reported conversations');
    cleanup();
    const user = userEvent.setup();
    render(<Refused />);
    await user.click(await screen.findByRole('button', { name: `Close conversation: ${heading}` }));
    expect(await screen.findByText('Failed to resolve the report: This conversation has no open report')).toBeTruthy();
  });
});
