import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOBILE_INVALID, MONTHLY_RENT_RANGE, TENANT_CONTACT_REQUIRED } from '@rentals/core/validation/messages';
import { watchPosts } from '../../../islands/form/postWatch.ts';
import * as stories from './InviteTenantForm.stories.tsx';

const { Default, ForAListing, WithErrors, WithMobileError, ClientErrors, Submitting, SubmittingByMobile, Hindi } = composeStories(stories);

let watch = watchPosts();
beforeEach(() => {
  watch = watchPosts();
});
afterEach(() => {
  watch.stop();
  cleanup();
});

const valueOf = (name: string) => (screen.getByLabelText(name, { exact: false }) as HTMLInputElement).value;

describe('InviteTenantForm', () => {
  it('posts every term, labelled, starting from the listing and an eleven-month lease from today', () => {
    render(<Default />);
    const form = screen.getByRole('form', { name: 'Invite your tenant' }) as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/portal/landlord/record-tenancy');
    expect([...new FormData(form).keys()]).toEqual([
      'property_id', 'phone', 'email', 'monthly_rent', 'security_deposit', 'start_date', 'end_date', 'rent_due_day', 'notice_period_days',
    ]);
    expect(within(form).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '2 BHK in Koramangala, Koramangala, Bengaluru',
      '1 BHK in HSR Layout, HSR Layout, Bengaluru',
    ]);
    expect(valueOf('Monthly rent (₹)')).toBe('28000');
    expect(valueOf('Security deposit (₹)')).toBe('56000');
    expect(valueOf('Lease starts')).toBe('2026-11-24');
    expect(valueOf('Lease ends')).toBe('2027-10-23');
    expect(valueOf('Rent is due on day')).toBe('1');
    // Either will do: neither is required on its own.
    const phone = screen.getByRole('textbox', { name: 'Tenant’s mobile number' }) as HTMLInputElement;
    expect([phone.type, phone.required]).toEqual(['tel', false]);
    expect((screen.getByRole('textbox', { name: 'Tenant’s email address' }) as HTMLInputElement).required).toBe(false);
  });

  it('starts from the listing the landlord came from', () => {
    render(<ForAListing />);
    expect((screen.getByRole('combobox', { name: 'Listing' }) as HTMLSelectElement).value).toBe('p2');
    expect(valueOf('Monthly rent (₹)')).toBe('18000');
  });

  it('keeps what was sent back and names each error beside its field and above the form', () => {
    render(<WithErrors />);
    const phone = screen.getByRole('textbox', { name: 'Tenant’s mobile number' });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: TENANT_CONTACT_REQUIRED }).getAttribute('href')).toBe('#invite-phone');
    expect(valueOf('Lease ends')).toBe('2026-11-01');
  });

  it('checks the terms in the browser, focuses the first error and posts nothing', async () => {
    const { container } = render(<ClientErrors />);
    await ClientErrors.play?.({ canvasElement: container } as never);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Tenant’s mobile number' })));
    expect(document.getElementById('invite-phone-error')?.textContent).toBe(TENANT_CONTACT_REQUIRED);
    expect(document.getElementById('invite-monthly_rent-error')?.textContent).toBe(MONTHLY_RENT_RANGE);
    expect(watch.posts).toHaveLength(0);
  });

  it('posts a valid invitation once, the button busy', async () => {
    const { container } = render(<Submitting />);
    await Submitting.play?.({ canvasElement: container } as never);
    const button = screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    button.form?.requestSubmit();
    expect(watch.posts).toHaveLength(1);
  });

  it('keeps a number that is no Indian mobile as typed, its error beside it', () => {
    render(<WithMobileError />);
    const phone = screen.getByRole('textbox', { name: 'Tenant’s mobile number' }) as HTMLInputElement;
    expect(phone.value).toBe('58765 43210');
    expect(document.getElementById('invite-phone-error')?.textContent).toBe(MOBILE_INVALID);
  });

  it('posts an invitation by mobile number alone', async () => {
    const { container } = render(<SubmittingByMobile />);
    await SubmittingByMobile.play?.({ canvasElement: container } as never);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true));
    expect(document.getElementById('invite-phone-error')).toBeNull();
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('textbox', { name: 'किरायेदार का मोबाइल नंबर' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'न्योता भेजें' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'किरायेदार का ईमेल पता' })).toBeTruthy();
  });
});
