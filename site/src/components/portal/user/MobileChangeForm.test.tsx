import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchPosts } from '../../../islands/form/postWatch.ts';
import * as stories from './MobileChangeForm.stories.tsx';

const { Empty, Verified, Pending, Taken, WrongCode, ClientErrors, Hindi } = composeStories(stories);

let watch = watchPosts();
beforeEach(() => {
  watch = watchPosts();
});
afterEach(() => {
  watch.stop();
  cleanup();
});

const errorOf = (label: string) => {
  const field = screen.getByRole('textbox', { name: label });
  return document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
};

describe('MobileChangeForm', () => {
  it('asks for a number to add, labelled, as a phone field posting to settings', () => {
    render(<Empty />);
    expect(screen.getByRole('heading', { name: 'Mobile number' })).toBeTruthy();
    expect(screen.getByText('Add your mobile number to sign in with a texted code, without a password.')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    expect(input.type).toBe('tel');
    expect(input.form?.getAttribute('action')).toBe('/portal/user/settings');
    expect((input.form?.querySelector('input[name="form"]') as HTMLInputElement).value).toBe('phone');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByLabelText('Code from the text message')).toBeNull();
  });

  it('shows the verified number with its + and asks for a new one', () => {
    render(<Verified />);
    expect(screen.getByText('Your verified mobile number is +919876543210. You can sign in with it and a texted code.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'New mobile number' })).toBeTruthy();
  });

  it('asks for the code while a new number waits, posting the number back with it', () => {
    render(<Pending />);
    expect(screen.getByRole('status').textContent).toBe('We have texted a 6-digit code to +918765432109. Enter it to make this your number.');
    const code = screen.getByRole('textbox', { name: 'Code from the text message' }) as HTMLInputElement;
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    const form = code.form!;
    expect((form.querySelector('input[name="form"]') as HTMLInputElement).value).toBe('phoneCode');
    expect((form.querySelector('input[name="phone"]') as HTMLInputElement).value).toBe('+918765432109');
    expect(within(form).getByRole('button', { name: 'Verify number' })).toBeTruthy();
  });

  it('shows the server’s refusals next to their field', () => {
    render(<Taken />);
    expect((screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement).value).toBe('87654 32109');
    expect(errorOf('Mobile number')).toBe('Another account already has this mobile number.');
    cleanup();
    render(<WrongCode />);
    expect(errorOf('Code from the text message')).toBe('This code is wrong or has expired. Check it, or ask for a new one.');
  });

  it('refuses a number that is not an Indian mobile before posting', async () => {
    const { container } = render(<ClientErrors />);
    await ClientErrors.play?.({ canvasElement: container } as never);
    await waitFor(() => expect(errorOf('Mobile number')).toBe('Enter a 10-digit Indian mobile number, e.g. +91 98765 43210'));
    expect(watch.posts).toEqual([]);
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('textbox', { name: 'SMS में आया कोड' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नंबर सत्यापित करें' })).toBeTruthy();
  });
});
