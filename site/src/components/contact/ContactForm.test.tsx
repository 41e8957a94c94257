import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_EMAIL_LIMIT, CONTACT_PHONE_INVALID, INVALID_EMAIL, NAME_REQUIRED } from '@rentals/core/validation/messages';
import * as stories from './ContactForm.stories.tsx';

const { Default, FieldErrors, LimitReached, TooFast, ServiceError } = composeStories(stories);

afterEach(cleanup);

describe('ContactForm', () => {
  it('posts every field to /contact/submit, with the topic preset to a general question', () => {
    render(<Default />);
    const form = screen.getByRole('form', { name: 'Send an enquiry' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/contact/submit');
    expect(within(form).getByRole('textbox', { name: 'Your name' }).getAttribute('name')).toBe('name');
    expect(within(form).getByRole('textbox', { name: 'Email address' }).getAttribute('type')).toBe('email');
    expect(within(form).getByRole('textbox', { name: 'Phone (optional)' }).hasAttribute('required')).toBe(false);
    const topic = within(form).getByRole('combobox', { name: 'What is it about?' }) as HTMLSelectElement;
    expect(topic.value).toBe('general');
    expect(within(topic).getAllByRole('option').map((option) => option.textContent)).toContain('Guaranteed lease');
    expect(within(form).getByRole('textbox', { name: 'Your message' }).hasAttribute('required')).toBe(true);
    expect(within(form).getByRole('button', { name: 'Send enquiry' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides the honeypot from people and assistive technology, and leaves it out of the tab order', () => {
    const { container } = render(<Default />);
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('shows each error next to its field, marks the field invalid and keeps what was typed', () => {
    render(<FieldErrors />);
    const email = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    expect(email.value).toBe('meera.iyer@');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const description = (email.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual(['We reply to this address.', INVALID_EMAIL]);
    const phone = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(document.getElementById(phone.getAttribute('aria-describedby')?.split(' ')[1] ?? '')?.textContent).toBe(CONTACT_PHONE_INVALID);
    expect(screen.getByRole('textbox', { name: 'Your message' }).getAttribute('aria-invalid')).toBeNull();
    const fillSeconds = document.querySelector('input[name="fill_seconds"]') as HTMLInputElement;
    expect(fillSeconds.value, 'time already spent is carried on').toBe('24');
  });

  it('sums the errors up above the form with links to the fields', () => {
    render(<FieldErrors />);
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Your enquiry was not sent' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: NAME_REQUIRED }).getAttribute('href')).toBe('#contact-name');
    expect(within(summary).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#contact-name', '#contact-email', '#contact-phone']);
  });

  it('explains a reached limit, a too quick send and a failed service above the form', () => {
    render(<LimitReached />);
    expect(within(screen.getByRole('alert')).getByText(CONTACT_EMAIL_LIMIT)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toContain('Whitefield');
    cleanup();
    render(<TooFast />);
    expect(screen.getByRole('alert').textContent).toContain('Please take a moment to check your enquiry');
    cleanup();
    render(<ServiceError />);
    expect(screen.getByRole('alert').textContent).toContain('We could not send your enquiry just now');
  });
});
