import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import * as stories from './ConfirmRvlDialog.stories.tsx';

const { Default, Busy, Undo } = composeStories(stories);

afterEach(cleanup);

describe('ConfirmRvlDialog', () => {
  it('confirms or cancels by its buttons', () => {
    render(<Default />);
    expect(screen.getByRole('dialog', { name: 'Mark Oct 2026 RVL paid?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark Paid' }));
    expect(Default.args.onConfirm as Mock).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(Default.args.onClose as Mock).toHaveBeenCalled();
  });

  it('is busy while the change runs: no second confirmation', () => {
    render(<Busy />);
    const confirm = screen.getByRole('button', { name: 'Mark Paid' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names the undo', () => {
    render(<Undo />);
    expect(screen.getByRole('button', { name: 'Undo Payment' })).toBeTruthy();
  });
});
