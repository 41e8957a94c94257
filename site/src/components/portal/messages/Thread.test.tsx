import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './Thread.stories.tsx';

const { Filled, Loading, Empty, Error, Typing, Blocked, Reported, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('Thread', () => {
  it('shows the messages with who wrote them, a shared phone only as shared, and sends from a labelled box', () => {
    const onSend = Filled.args.onSend as unknown as { mock: { calls: unknown[] } };
    render(<Filled />);
    const log = screen.getByRole('log', { name: 'Messages with Meera' });
    expect(log.textContent).toContain('Is the flat still available?');
    expect(log.textContent).toContain('Shared phone number: +91 98765 43210');
    expect(screen.getAllByText(/^You ·/)).toHaveLength(1);
    fireEvent.submit(screen.getByLabelText('Your message').closest('form') as HTMLFormElement);
    expect(onSend.mock.calls.length).toBe(1);
  });

  it('has its loading, empty and error states', () => {
    render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading messages…');
    cleanup();
    render(<Empty />);
    expect(screen.getByText('No messages yet. Say hello.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('This conversation is blocked');
    expect(screen.getByLabelText('Your message').getAttribute('aria-describedby')).toBe('chat-error');
  });

  it('says the other person is typing, and a blocked thread takes no message', () => {
    render(<Typing />);
    expect(screen.getByText('Meera is typing…')).toBeTruthy();
    cleanup();
    render(<Blocked />);
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('This conversation is blocked. No new messages can be sent.');
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
  });

  it('reports the conversation with the person’s words from a labelled box, and a reported one offers no report nor message', () => {
    const onReport = Filled.args.onReport as unknown as { mock: { calls: unknown[][] } };
    render(<Filled />);
    fireEvent.click(screen.getByText('Report this conversation'));
    fireEvent.change(screen.getByLabelText('What is wrong?'), { target: { value: 'Asks for money before a visit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onReport.mock.calls).toEqual([['Asks for money before a visit']]);
    cleanup();
    render(<Reported />);
    expect(screen.getByRole('status').textContent).toBe('This conversation was reported and is being reviewed. No new messages can be sent.');
    expect(screen.queryByText('Report this conversation')).toBeNull();
    expect(screen.queryByLabelText('Your message')).toBeNull();
  });

  it('reads in Hindi', () => {
    render(<Hindi />);
    expect(screen.getByText('Meera ऑनलाइन हैं')).toBeTruthy();
    expect(screen.getByLabelText('आपका संदेश')).toBeTruthy();
  });
});
