import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UPI_REFERENCE_INVALID } from '@rentals/core/validation/messages';
import * as stories from './BrokerPaymentForm.stories.tsx';

const { Default, WithError, Refused } = composeStories(stories);

describe('BrokerPaymentForm', () => {
  it('step 3 offers UPI with where to pay, and cash, and the reference field', () => {
    render(<Default />);
    expect((screen.getByRole('radio', { name: 'UPI' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Cash at our office' })).toBeTruthy();
    expect(screen.getByText(/Pay ₹999 to rentalsin\.brokers@hdfcbank/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'UPI transaction reference (UTR)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit registration' }).dataset.pendingLabel).toBe(
      'Submitting…',
    );
  });

  it('step 3 says what is wrong with the reference, and why the server refused', () => {
    render(<WithError />);
    expect(
      screen
        .getByRole('textbox', { name: 'UPI transaction reference (UTR)' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(screen.getByRole('alert')).getByText(UPI_REFERENCE_INVALID)).toBeTruthy();
    cleanup();
    render(<Refused />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Your registration was not submitted: Already registered as a broker',
    );
    expect(
      (screen.getByRole('radio', { name: 'Cash at our office' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('names the fee in the question, posts to payment and leads back to the terms', () => {
    render(<Default />);
    expect(screen.getByRole('group', { name: 'How you pay the ₹999 fee' })).toBeTruthy();
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/register/broker/payment');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/register/broker/step2',
    );
    const steps = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(within(steps).getByText('Payment').closest('li')?.getAttribute('aria-current')).toBe(
      'step',
    );
  });

  it('keeps the reference typed when it is sent back', () => {
    render(<WithError />);
    expect(
      (screen.getByRole('textbox', { name: 'UPI transaction reference (UTR)' }) as HTMLInputElement)
        .value,
    ).toBe('41235');
  });
});
