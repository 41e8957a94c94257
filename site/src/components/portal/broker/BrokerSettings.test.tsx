import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import * as stories from './BrokerSettings.stories.tsx';

const { Default, WithErrors, WaitingForActivation, Error } = composeStories(stories);

const registration = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Registration' }))
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('BrokerSettings', () => {
  it('posts the labelled contact details, prefilled, and shows the registration read-only', () => {
    render(<Default />);
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/portal/broker/settings');
    expect((screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement).value).toBe(
      '+91 98765 43210',
    );
    const registration = screen.getByRole('region', { name: 'Registration' });
    expect(within(registration).getByText('Active')).toBeTruthy();
    expect(within(registration).getByText('412356789012')).toBeTruthy();
    expect(within(registration).getByText('1 Jul 2026')).toBeTruthy();
  });

  it('asks for all three contact details and says it is saving while it posts', () => {
    render(<Default />);
    const contact = screen.getByRole('group', { name: 'Contact details' });
    expect(
      within(contact)
        .getAllByRole('textbox')
        .map((input) => [input.getAttribute('name'), input.hasAttribute('required')]),
    ).toEqual([
      ['name', true],
      ['phone', true],
      ['city', true],
    ]);
    expect(screen.getByRole('button', { name: 'Save changes' }).dataset.pendingLabel).toBe(
      'Saving…',
    );
  });

  it('keeps what was typed and shows the error by its field', () => {
    render(<WithErrors />);
    const phone = screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    expect(phone.value).toBe('after six');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: CONTACT_PHONE_INVALID }),
    ).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your broker overview');
  });

  it('says a cash registration is waiting for activation', () => {
    render(<WaitingForActivation />);
    expect(registration()).toEqual({
      Status: 'Waiting for activation',
      'Payment method': 'Cash',
      'Payment reference': '—',
      Activated: '—',
    });
  });
});
