import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { watchPosts } from '../../islands/form/postWatch.ts';
import { PAYMENT_REFERENCE_REQUIRED, UPI_REFERENCE_INVALID } from '@rentals/core/validation/messages';
import * as stories from './BrokerPaymentForm.stories.tsx';

const { Default, WithError, Refused, ClientErrors, Submitting, RefusedWithoutReference, RefusedWithoutReferenceInHindi } =
  composeStories(stories);

let watch = watchPosts();
afterEach(() => {
  watch.stop();
  watch = watchPosts();
});

describe('BrokerPaymentForm', () => {
  it('step 3 offers UPI with where to pay, and cash, and the reference field', () => {
    render(<Default />);
    expect((screen.getByRole('radio', { name: 'UPI' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Cash at our office' })).toBeTruthy();
    expect(screen.getByText(/Pay ₹999 to rentalsin\.brokers@hdfcbank/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'UPI transaction reference (UTR)' })).toBeTruthy();
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

  it("tells the database's refusal of a missing reference beside the field, in English and in Hindi", () => {
    render(<RefusedWithoutReference />);
    expect(document.getElementById('broker-provider_payment_id-error')?.textContent).toBe(PAYMENT_REFERENCE_REQUIRED);
    cleanup();
    render(<RefusedWithoutReferenceInHindi />);
    expect(document.getElementById('broker-provider_payment_id-error')?.textContent).toBe('भुगतान का रेफ़रेंस लिखें');
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

  it('checks step 3 in the browser: a short reference is told beside its field, focused, nothing posted', async () => {
    const { container } = render(<ClientErrors />);
    await ClientErrors.play?.({ canvasElement: container } as never);
    const reference = screen.getByRole('textbox', { name: 'UPI transaction reference (UTR)' });
    await waitFor(() => expect(document.activeElement).toBe(reference));
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('broker-provider_payment_id-error')?.textContent).toBe(UPI_REFERENCE_INVALID);
    expect(watch.posts).toHaveLength(0);
  });

  it('a valid step 3 posts once, its button busy and disabled', async () => {
    const { container } = render(<Submitting />);
    await Submitting.play?.({ canvasElement: container } as never);
    const button = screen.getByRole('button', { name: 'Submitting…' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    button.form?.requestSubmit();
    expect(watch.posts).toHaveLength(1);
    expect(watch.posts[0]?.get('provider')).toBe('upi');
  });
});
