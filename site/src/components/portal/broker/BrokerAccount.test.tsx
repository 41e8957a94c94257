import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import * as stories from './BrokerAccount.stories.tsx';

const s = composeStories(stories);

afterEach(cleanup);

describe('broker settings', () => {
  it('posts the labelled contact details, prefilled, and shows the registration read-only', () => {
    render(<s.Settings />);
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/portal/broker/settings');
    expect((screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement).value).toBe(
      '+91 98765 43210',
    );
    const registration = screen.getByRole('region', { name: 'Registration' });
    expect(within(registration).getByText('Active')).toBeTruthy();
    expect(within(registration).getByText('412356789012')).toBeTruthy();
    expect(within(registration).getByText('1 Jul 2026')).toBeTruthy();
  });

  it('keeps what was typed and shows the error by its field', () => {
    render(<s.SettingsErrors />);
    const phone = screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    expect(phone.value).toBe('after six');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: CONTACT_PHONE_INVALID }),
    ).toBeTruthy();
    cleanup();
    render(<s.SettingsError />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your broker overview');
  });
});

describe('broker documents', () => {
  it('shows the receipt, a statement per month linking to its commissions, and the programme documents', () => {
    render(<s.Documents />);
    expect(
      within(screen.getByRole('region', { name: 'Registration receipt' })).getByText('₹999'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Statement for Sep 2026' }).getAttribute('href')).toBe(
      '/portal/broker/commissions#month-2026-09-01',
    );
    expect(screen.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe(
      '/terms-conditions',
    );
  });

  it('says the receipt comes with activation, and has an error state', () => {
    render(<s.DocumentsNotActive />);
    expect(screen.getByText(/Your receipt appears here once an admin confirms/)).toBeTruthy();
    cleanup();
    render(<s.DocumentsError />);
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});

describe('broker affiliate standing', () => {
  it('shows the code, status and sponsor, or the way to join', () => {
    render(<s.Affiliate />);
    expect(screen.getByRole('heading', { name: 'Affiliate code AFF10005' })).toBeTruthy();
    expect(screen.getByText('AFF10004')).toBeTruthy();
    cleanup();
    render(<s.AffiliateNone />);
    expect(
      screen.getByRole('link', { name: 'Join the affiliate programme' }).getAttribute('href'),
    ).toBe('/register/affiliate');
    cleanup();
    render(<s.AffiliateError />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your affiliate standing');
  });
});
