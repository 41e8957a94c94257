import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CITY_REQUIRED, CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import * as stories from './Field.stories.tsx';

const { Default, WithHint, WithError, Summary, SummaryWithoutErrors } = composeStories(stories);

const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('labels the control and passes its id, name and required flag', () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input.id).toBe('story-name');
    expect(input.getAttribute('name')).toBe('name');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('describes an optional control with its hint', () => {
    render(<WithHint />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input.hasAttribute('required')).toBe(false);
    expect(description(input)).toEqual([
      'We call this number about leads and payouts, e.g. +91 98765 43210.',
    ]);
  });

  it('marks the control invalid and reads out the hint and the error with it', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('after six');
    expect(description(input)).toEqual([
      'We call this number about leads and payouts, e.g. +91 98765 43210.',
      CONTACT_PHONE_INVALID,
    ]);
  });
});

describe('ErrorSummary', () => {
  it('alerts with each error as a link to its field, leaving out fields without one', () => {
    render(<Summary />);
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('Please check the highlighted fields')).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#broker-phone', '#broker-city']);
    expect(within(summary).getByRole('link', { name: CITY_REQUIRED })).toBeTruthy();
  });

  it('shows nothing when the form has no errors', () => {
    render(<SummaryWithoutErrors />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
