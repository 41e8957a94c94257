import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import * as stories from './FormField.stories.tsx';

const { Empty, WithHint, WithError, Required, RequiredWithMark, Disabled, PortalWithElement } = composeStories(stories);

afterEach(cleanup);

const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('FormField', () => {
  it('labels an empty control and gives it its id and name, nothing more', () => {
    render(<Empty />);
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(input.id).toBe('story-email');
    expect(input.name).toBe('email');
    expect(input.value).toBe('');
    for (const attribute of ['required', 'disabled', 'aria-invalid', 'aria-describedby']) {
      expect(input.hasAttribute(attribute)).toBe(false);
    }
    expect(input.closest('div')?.className).toBe('form-field');
  });

  it('describes the control with its hint', () => {
    render(<WithHint />);
    const input = screen.getByRole('textbox', { name: 'Mobile number (optional)' });
    expect(input.hasAttribute('required')).toBe(false);
    expect(description(input)).toEqual(['For example +91 98765 43210']);
  });

  it('marks the control invalid and reads out the hint and then the error with it', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Mobile number (optional)' }) as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('after six');
    expect(description(input)).toEqual(['For example +91 98765 43210', CONTACT_PHONE_INVALID]);
    expect(input.closest('div')?.className).toBe('form-field form-field--error');
  });

  it('makes the control itself required', () => {
    render(<Required />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('required', true);
  });

  it('shows * after the label only where the form asks for it, hidden from screen readers', () => {
    const { unmount } = render(<Required />);
    expect(document.querySelector('label')?.textContent).toBe('Email');
    unmount();
    render(<RequiredWithMark />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveProperty('required', true);
    expect(document.querySelector('label [aria-hidden="true"]')?.textContent).toBe(' *');
  });

  it('disables the control', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('disabled', true);
  });

  it('merges the same wiring into a control given as an element, keeping its own name and value', () => {
    render(<PortalWithElement />);
    const input = screen.getByRole('textbox', { name: 'Rent per month (₹)' }) as HTMLInputElement;
    expect(input.id).toBe('listing-rent');
    expect(input.name).toBe('rent');
    expect(input.value).toBe('-5');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual(['Whole rupees, e.g. 28000', 'Rent must be a positive number']);
    expect(input.closest('div')?.className).toBe('field field--error');
  });
});
