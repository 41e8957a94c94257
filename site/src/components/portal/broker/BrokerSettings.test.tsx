import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CITY_REQUIRED, CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import { watchPosts } from '../../../islands/form/postWatch.ts';
import * as stories from './BrokerSettings.stories.tsx';

const { Default, WithErrors, WaitingForActivation, Error, ClientErrors, Submitting } = composeStories(stories);

let watch = watchPosts();
beforeEach(() => {
  watch = watchPosts();
});
afterEach(() => {
  watch.stop();
  cleanup();
});

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

  it('checks the details in the browser: each message beside its field and summed up, the first focused, nothing posted', async () => {
    const { container } = render(<ClientErrors />);
    await ClientErrors.play?.({ canvasElement: container } as never);
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(document.getElementById('settings-phone-error')?.textContent).toBe(CONTACT_PHONE_INVALID);
    expect(document.getElementById('settings-city-error')?.textContent).toBe(CITY_REQUIRED);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: CITY_REQUIRED }).getAttribute('href')).toBe('#settings-city');
    expect(watch.posts).toHaveLength(0);
  });

  it('valid details post once, the button busy and disabled', async () => {
    const { container } = render(<Submitting />);
    await Submitting.play?.({ canvasElement: container } as never);
    const button = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    button.form?.requestSubmit();
    expect(watch.posts).toHaveLength(1);
  });
});
