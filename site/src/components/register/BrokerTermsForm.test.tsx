import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { watchPosts } from '../../islands/form/postWatch.ts';
import { TERMS_REQUIRED } from '@rentals/core/validation/messages';
import * as stories from './BrokerTermsForm.stories.tsx';

const { Default, WithError, Accepted, ClientErrors, Submitting } = composeStories(stories);

let watch = watchPosts();
afterEach(() => {
  watch.stop();
  watch = watchPosts();
});

const steps = () => screen.getByRole('navigation', { name: 'Registration steps' });
const checkbox = () =>
  screen.getByRole('checkbox', {
    name: /I accept the broker programme terms/,
  }) as HTMLInputElement;

describe('BrokerTermsForm', () => {
  it('step 2 needs the terms ticked and links back to step 1', () => {
    render(<Default />);
    expect(checkbox().checked).toBe(false);
    expect(
      within(steps()).getByText('Your details').closest('li')?.dataset.done,
      'step 1 ticked',
    ).toBe('true');
    expect(within(steps()).getByRole('link', { name: 'Your details' }).getAttribute('href')).toBe(
      '/register/broker/step1',
    );
    cleanup();
    render(<WithError />);
    expect(screen.getByRole('checkbox', { name: /I accept/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(within(screen.getByRole('alert')).getByText(TERMS_REQUIRED)).toBeTruthy();
  });

  it('sets out the fee and links the full terms, and posts the tick to step 2', () => {
    render(<Default />);
    expect(screen.getByText(/The one-time registration fee is ₹999/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Read the terms and conditions' }).getAttribute('href'),
    ).toBe('/terms-conditions');
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/register/broker/step2');
    expect(checkbox().value).toBe('yes');
    expect(checkbox().hasAttribute('aria-describedby')).toBe(false);
  });

  it('ties the error to the checkbox and links the summary to it', () => {
    render(<WithError />);
    expect(
      document.getElementById(checkbox().getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(TERMS_REQUIRED);
    expect(
      within(screen.getByRole('alert'))
        .getByRole('link', { name: TERMS_REQUIRED })
        .getAttribute('href'),
    ).toBe('#broker-accepted_terms');
  });

  it('keeps the tick and the way to payment when the person comes back', () => {
    render(<Accepted />);
    expect(checkbox().checked).toBe(true);
    expect(within(steps()).getByRole('link', { name: 'Payment' }).getAttribute('href')).toBe(
      '/register/broker/payment',
    );
  });

  it('checks step 2 in the browser: the message beside the checkbox, focused, nothing posted', async () => {
    const { container } = render(<ClientErrors />);
    await ClientErrors.play?.({ canvasElement: container } as never);
    await waitFor(() => expect(document.activeElement).toBe(checkbox()));
    expect(checkbox().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(checkbox().getAttribute('aria-describedby') ?? '')?.textContent).toBe(TERMS_REQUIRED);
    expect(watch.posts).toHaveLength(0);
  });

  it('a ticked step 2 posts once, its button busy and disabled', async () => {
    const { container } = render(<Submitting />);
    await Submitting.play?.({ canvasElement: container } as never);
    const button = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    button.form?.requestSubmit();
    expect(watch.posts).toHaveLength(1);
    expect(watch.posts[0]?.get('accepted_terms')).toBe('yes');
  });
});
