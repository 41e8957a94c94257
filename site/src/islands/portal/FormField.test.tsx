import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './FormField.tsx';
import * as stories from './FormField.stories.tsx';

const { Default, WithHint, WithError } = composeStories(stories);

const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('FormField', () => {
  it('labels the control it wraps, keeping its name and value', () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(input.id).toBe('listing-title');
    expect(input.name).toBe('title');
    expect(input.value).toBe('2 BHK with balcony in Baner');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('describes the control with its hint', () => {
    render(<WithHint />);
    expect(description(screen.getByRole('textbox', { name: 'Rent per month (₹)' }))).toEqual([
      'Whole rupees, e.g. 28000',
    ]);
  });

  it('marks the control invalid and reads the error out after the hint', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Rent per month (₹)' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual([
      'Whole rupees, e.g. 28000',
      'Rent must be a positive number',
    ]);
  });
});

describe('fieldErrors', () => {
  it('keeps the first message of each field and drops issues without a field', () => {
    expect(
      fieldErrors([
        { path: ['rent'], message: 'Rent must be a positive number' },
        { path: ['rent'], message: 'Rent is too high' },
        { path: ['city'], message: 'City is required' },
        { path: [], message: 'Form is incomplete' },
      ]),
    ).toEqual({ rent: 'Rent must be a positive number', city: 'City is required' });
  });
});
