import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CITY_REQUIRED,
  CONTACT_PHONE_INVALID,
  TERMS_REQUIRED,
  UPI_REFERENCE_INVALID,
} from '@rentals/core/validation/messages';
import * as stories from './BrokerRegistrationSteps.stories.tsx';

const { Details, DetailsErrors, Terms, TermsError, Payment, PaymentError, PaymentRefused } =
  composeStories(stories);

afterEach(cleanup);

const steps = () => screen.getByRole('navigation', { name: 'Registration steps' });

describe('broker registration steps', () => {
  it('step 1 posts labelled, prefilled details and marks itself the current step', () => {
    render(<Details />);
    const form = document.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/register/broker/step1');
    expect((screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe(
      'Rohan Kulkarni',
    );
    expect(screen.getByRole('textbox', { name: 'Mobile number' }).getAttribute('type')).toBe('tel');
    expect(screen.getByRole('textbox', { name: 'City you work in' }).hasAttribute('required')).toBe(
      true,
    );
    expect(
      within(steps()).getByText('Your details').closest('li')?.getAttribute('aria-current'),
    ).toBe('step');
    expect(screen.getByRole('button', { name: 'Continue' }).dataset.pendingLabel).toBe('Saving…');
  });

  it('step 1 shows each error by its field and sums them up with links', () => {
    render(<DetailsErrors />);
    expect(
      screen.getByRole('textbox', { name: 'Mobile number' }).getAttribute('aria-invalid'),
    ).toBe('true');
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: CONTACT_PHONE_INVALID }).getAttribute('href'),
    ).toBe('#broker-phone');
    expect(within(summary).getByRole('link', { name: CITY_REQUIRED }).getAttribute('href')).toBe(
      '#broker-city',
    );
  });

  it('step 2 needs the terms ticked and links back to step 1', () => {
    render(<Terms />);
    expect(
      (
        screen.getByRole('checkbox', {
          name: /I accept the broker programme terms/,
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
    expect(
      within(steps()).getByText('Your details').closest('li')?.dataset.done,
      'step 1 ticked',
    ).toBe('true');
    expect(within(steps()).getByRole('link', { name: 'Your details' }).getAttribute('href')).toBe(
      '/register/broker/step1',
    );
    cleanup();
    render(<TermsError />);
    expect(screen.getByRole('checkbox', { name: /I accept/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(within(screen.getByRole('alert')).getByText(TERMS_REQUIRED)).toBeTruthy();
  });

  it('step 3 offers UPI with where to pay, and cash, and the reference field', () => {
    render(<Payment />);
    expect((screen.getByRole('radio', { name: 'UPI' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Cash at our office' })).toBeTruthy();
    expect(screen.getByText(/Pay ₹999 to rentalsin\.brokers@hdfcbank/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'UPI transaction reference (UTR)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit registration' }).dataset.pendingLabel).toBe(
      'Submitting…',
    );
  });

  it('step 3 says what is wrong with the reference, and why the server refused', () => {
    render(<PaymentError />);
    expect(
      screen
        .getByRole('textbox', { name: 'UPI transaction reference (UTR)' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(screen.getByRole('alert')).getByText(UPI_REFERENCE_INVALID)).toBeTruthy();
    cleanup();
    render(<PaymentRefused />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Your registration was not submitted: Already registered as a broker',
    );
    expect(
      (screen.getByRole('radio', { name: 'Cash at our office' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
