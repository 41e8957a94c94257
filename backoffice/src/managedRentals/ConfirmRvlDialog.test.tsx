import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import * as stories from './ConfirmRvlDialog.stories.tsx';

const { Default, Busy, Undo } = composeStories(stories);

afterEach(cleanup);

describe('ConfirmRvlDialog', () => {
  it('confirms the month, or cancels, by its buttons', async () => {
    render(<Default />);
    expect(screen.getByRole('dialog', { name: 'Mark Oct 2026 RVL paid?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark Paid' }));
    await waitFor(() => expect(Default.args.onConfirm).toHaveBeenCalledTimes(1));
    expect(Default.args.onConfirm).toHaveBeenCalledWith('2026-10-01');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(Default.args.onClose).toHaveBeenCalled();
  });

  it('is busy while the change runs: a double click confirms once', async () => {
    Busy.args.onConfirm!.mockClear();
    render(<Busy />);
    const confirm = screen.getByRole('button', { name: 'Mark Paid' }) as HTMLButtonElement;
    await doubleClick(confirm);
    await waitFor(() => expect(confirm.disabled).toBe(true));
    expect(Busy.args.onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names the undo', () => {
    render(<Undo />);
    expect(screen.getByRole('button', { name: 'Undo Payment' })).toBeTruthy();
  });
});
