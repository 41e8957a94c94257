import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageTable } from '../../../i18n/messages.ts';
import { pick, translator } from '../../../i18n/t.ts';
import { watchPosts } from '../../../islands/form/postWatch.ts';
import { SETTINGS_KEYS } from './settingsTexts.ts';
import * as stories from './EmailChangeForm.stories.tsx';

const { Default, Pending, Taken, ClientErrors, Submitting } = composeStories(stories);

let watch = watchPosts();
beforeEach(() => {
  watch = watchPosts();
});
afterEach(() => {
  watch.stop();
  cleanup();
});

const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('EmailChangeForm', () => {
  it('names the current address and asks for a new one, labelled, as an email field', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Email address' })).toBeTruthy();
    expect(screen.getByText('You sign in and get our emails at neha@example.in.')).toBeTruthy();
    const input = screen.getByLabelText('New email address') as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.form?.getAttribute('action')).toBe('/portal/user/settings');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells the person to confirm a change from both addresses while it waits', () => {
    render(<Pending />);
    expect(screen.getByRole('status').textContent).toBe(
      'Waiting for confirmation: open the link we emailed to neha.sharma@example.co.in and the one we emailed to neha@example.in. ' +
        'Your email address changes to neha.sharma@example.co.in once both are opened.',
    );
  });

  it('says so in Hindi', () => {
    const hi = translator('hi');
    render(<Pending texts={pick(hi, SETTINGS_KEYS)} />);
    expect(screen.getByRole('heading', { name: 'ईमेल पता' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('दोनों खुलते ही आपका ईमेल पता बदलकर neha.sharma@example.co.in हो जाएगा');
  });

  it("shows the server's refusal beside the field, keeping what was typed", () => {
    render(<Taken />);
    expect(errorOf('New email address')).toBe('Another account already uses this email address.');
    expect((screen.getByLabelText('New email address') as HTMLInputElement).value).toBe('ravi@example.in');
  });

  it("checks the address in the browser with the auth server's rule: nothing posted", async () => {
    const { container } = render(<ClientErrors />);
    await ClientErrors.play?.({ canvasElement: container } as never);
    await waitFor(() => expect(errorOf('New email address')).toBe('Enter a valid email address'));
    expect(watch.posts).toHaveLength(0);
  });

  it('says the same in Hindi', async () => {
    const hi = translator('hi');
    const { container } = render(<ClientErrors messages={messageTable(hi, 'hi')} texts={pick(hi, SETTINGS_KEYS)} />);
    await ClientErrors.play?.({ canvasElement: container } as never);
    await waitFor(() => expect(errorOf('नया ईमेल पता')).toBe(hi('validation.invalidEmail')));
  });

  it('a valid address posts once, with the form named, its button busy', async () => {
    const { container } = render(<Submitting />);
    await Submitting.play?.({ canvasElement: container } as never);
    const button = await screen.findByRole('button', { name: 'Saving…' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(watch.posts).toHaveLength(1);
    expect(Object.fromEntries(watch.posts[0]!)).toEqual({ form: 'email', email: 'neha.sharma@example.co.in' });
  });
});
