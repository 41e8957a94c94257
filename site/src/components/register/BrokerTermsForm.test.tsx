import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TERMS_REQUIRED } from '@rentals/core/validation/messages';
import * as stories from './BrokerTermsForm.stories.tsx';

const { Default, WithError, Accepted } = composeStories(stories);

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
});
