import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CITY_REQUIRED, CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import * as stories from './BrokerDetailsForm.stories.tsx';

const { Default, WithErrors, Revisited } = composeStories(stories);

const steps = () => screen.getByRole('navigation', { name: 'Registration steps' });

describe('BrokerDetailsForm', () => {
  it('step 1 posts labelled, prefilled details and marks itself the current step', () => {
    render(<Default />);
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
    render(<WithErrors />);
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

  it('offers no step ahead on a first visit', () => {
    render(<Default />);
    expect(within(steps()).queryByRole('link')).toBeNull();
  });

  it('keeps the later steps reachable when the person comes back to step 1', () => {
    render(<Revisited />);
    expect(
      within(steps())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/register/broker/step2', '/register/broker/payment']);
    expect(within(steps()).getByText('Your details').closest('li')?.dataset.done).toBe('true');
  });
});
