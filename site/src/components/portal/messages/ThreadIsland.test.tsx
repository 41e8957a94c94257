import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ThreadIsland.stories.tsx';

const { Filled, OtherPartyTyping, Empty, Sent, Refused, Hindi } = composeStories(stories);

describe('ThreadIsland', () => {
  it('shows the thread the page served, with nobody online', async () => {
    render(<Filled />);
    expect(await screen.findByRole('heading', { level: 1, name: 'With Meera' })).toBeTruthy();
    expect(screen.getByText('Is the flat still available?')).toBeTruthy();
    expect(screen.queryByText(/online|typing/i)).toBeNull();
  });

  it('says the other party is typing when their broadcast arrives', async () => {
    render(<OtherPartyTyping />);
    expect(await screen.findByText(/Meera is typing/)).toBeTruthy();
  });

  it('leaves no "typing" timer running once the thread closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { unmount } = render(<OtherPartyTyping />);
      expect(await screen.findByText(/Meera is typing/)).toBeTruthy();
      unmount();
      expect(vi.getTimerCount(), 'timers left after the thread closed').toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an empty thread', async () => {
    render(<Empty />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('Is the flat still available?')).toBeNull();
  });

  it('adds a sent message to the thread and empties the composer', async () => {
    const { container } = render(<Sent />);
    await act(() => Sent.play!({ canvasElement: container } as never));
    await waitFor(() => expect(screen.getByText('Can I see it on Sunday?')).toBeTruthy());
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the draft and shows the refusal when the database refuses the message', async () => {
    const { container } = render(<Refused />);
    await act(() => Refused.play!({ canvasElement: container } as never));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/blocked/i));
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Can I see it on Sunday?');
  });

  it('speaks Hindi', async () => {
    render(<Hindi />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera के साथ' })).toBeTruthy();
  });
});
