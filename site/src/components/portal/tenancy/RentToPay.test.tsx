import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './RentToPay.stories.tsx';

const { Default, WithoutUpiId, Empty, Error, Hindi } = composeStories(stories);

describe('RentToPay', () => {
  it('opens the tenant’s UPI app with the landlord, the amount and the month filled in', () => {
    render(<Default />);
    const card = screen.getByRole('heading', { name: 'Nov 2026 rent for 2 BHK in Koramangala' }).closest('li') as HTMLElement;
    expect(within(card).getByText(/Overdue since/).textContent).toBe('₹28,000 · Overdue since 5 Nov 2026');
    const pay = within(card).getByRole('link', { name: 'Pay ₹28,000 by UPI' });
    expect(pay.getAttribute('href')).toBe('upi://pay?pa=suresh.reddy@okhdfc&pn=Suresh%20Reddy&am=28000.00&cu=INR&tn=Rent%20Nov%202026');
    expect(within(card).getByRole('img', { name: 'UPI QR code: ₹28,000 to Suresh Reddy' })).toBeTruthy();
  });

  it('marks the month paid with how the tenant paid, today by default', () => {
    render(<Default />);
    const button = screen.getByRole('button', { name: 'Mark paid: Nov 2026' });
    const form = button.closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/portal/tenant/payments/report');
    expect(within(form).getAllByRole('radio').map((r) => (r as HTMLInputElement).labels?.[0]?.textContent?.trim())).toEqual([
      'UPI', 'Bank transfer', 'Cheque', 'Cash',
    ]);
    expect(Object.fromEntries(new FormData(form))).toEqual({
      rent_payment_id: 'rent-11', payment_mode: 'upi', reference: '', paid_on: '2026-11-24', note: '',
    });
    expect(within(form).getByRole('textbox', { name: 'Reference (UTR) or cheque number' }).getAttribute('aria-describedby')).toBe('pay-rent-11-reference-hint');
  });

  it('lists a month marked paid as waiting for the landlord, and not again to pay', () => {
    render(<Default />);
    expect(screen.getByText('Oct 2026 rent for 2 BHK in Koramangala: UPI 412345678901, paid 4 Oct 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark paid: Oct 2026' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark paid: Sep 2026' })).toBeNull();
  });

  it('says to pay as agreed when the landlord has no UPI ID', () => {
    render(<WithoutUpiId />);
    expect(screen.queryByRole('link', { name: /by UPI$/ })).toBeNull();
    expect(screen.getByText(/Your landlord has not added a UPI ID yet/)).toBeTruthy();
  });

  it('says when nothing is to pay, and shows nothing without the tenancy', () => {
    render(<Empty />);
    expect(screen.getByText('No rent is waiting to be paid.')).toBeTruthy();
    const { container } = render(<Error />);
    expect(container.textContent).toBe('');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('link', { name: 'UPI से ₹28,000 दें' })).toBeTruthy();
  });
});
