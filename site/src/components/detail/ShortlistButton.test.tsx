import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ShortlistButton.stories.tsx';
import { storyActions, type RecordedCall } from './storyActions.ts';

const { Default, Shortlisted, Saving, Failed, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('ShortlistButton', () => {
  it('saves to the shortlist and says so, then removes it again', async () => {
    const calls: RecordedCall[] = [];
    render(<Default actions={storyActions('ok', calls)} />);
    const button = screen.getByRole('button', { name: /Add to shortlist/ });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(await screen.findByText('Saved to your shortlist')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Remove from shortlist/ }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /Remove from shortlist/ }));
    expect(await screen.findByText('Removed from your shortlist')).toBeTruthy();
    expect(calls.map((call) => call.args[2])).toEqual([true, false]);
  });

  it('starts pressed when already shortlisted', () => {
    render(<Shortlisted />);
    expect(screen.getByRole('button', { name: /Remove from shortlist/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('waits while saving, without a second click going through', async () => {
    render(<Saving />);
    const button = screen.getByRole('button', { name: /Add to shortlist/ });
    await userEvent.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the state and explains a failure', async () => {
    render(<Failed />);
    await userEvent.click(screen.getByRole('button', { name: /Add to shortlist/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not update your shortlist. Please try again.');
    expect(screen.getByRole('button', { name: /Add to shortlist/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('button', { name: /शॉर्टलिस्ट में जोड़ें/ })).toBeTruthy();
  });
});
