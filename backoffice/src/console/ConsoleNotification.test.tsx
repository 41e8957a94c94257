import { composeStories } from '@storybook/react-vite';
import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast, toasts } from '../testing/toasts.ts';
import * as stories from './ConsoleNotification.stories.tsx';

const { Default, SameFailureTwice, SameWordsOtherType } = composeStories(stories);

async function closeToast(user: ReturnType<typeof userEvent.setup>) {
  const toast = await findToast();
  await user.keyboard('{Escape}');
  await waitForElementToBeRemoved(toast);
}

describe('ConsoleNotification', () => {
  it('shows a notification in the Notifications region and closes it with Escape', async () => {
    const user = userEvent.setup();
    render(<Default />);
    expect((await findToast()).textContent).toBe('Role assigned');
    await closeToast(user);
    expect(toasts()).toHaveLength(0);
  });

  it('shows a failure reported twice once, then the next different message', async () => {
    const user = userEvent.setup();
    render(<SameFailureTwice />);
    expect((await findToast()).textContent).toBe('Failed to load shadow balancing data');
    expect(toasts()).toHaveLength(1);
    await closeToast(user);
    // These toasts never hide by themselves: a repeat left waiting would show here and block the next.
    expect((await findToast()).textContent).toBe('Shadow balancing enabled for Meera Iyer');
    expect(screen.queryByText('Failed to load shadow balancing data')).toBeNull();
  });

  it('shows the same failure again once its toast has closed', async () => {
    const user = userEvent.setup();
    render(<SameFailureTwice />);
    await closeToast(user);
    await closeToast(user);
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect((await findToast()).textContent).toBe('Failed to load shadow balancing data');
    await closeToast(user);
    expect((await findToast()).textContent).toBe('Shadow balancing enabled for Meera Iyer');
  });

  it('keeps the same words sent as another type', async () => {
    const user = userEvent.setup();
    render(<SameWordsOtherType />);
    expect((await findToast()).textContent).toBe('Role removed');
    await closeToast(user);
    expect((await findToast()).textContent).toBe('Role removed');
  });
});
