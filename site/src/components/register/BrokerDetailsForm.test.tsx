import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { watchPosts } from '../../islands/form/postWatch.ts';
import { CITY_REQUIRED, CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import * as stories from './BrokerDetailsForm.stories.tsx';

const { Default, WithErrors, Revisited, ClientErrors, Submitting } = composeStories(stories);

let watch = watchPosts();
afterEach(() => {
  watch.stop();
  watch = watchPosts();
});

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

  it('checks step 1 in the browser: each message beside its field and summed up, the first focused, nothing posted', async () => {
    const { container } = render(<ClientErrors />);
    await ClientErrors.play?.({ canvasElement: container } as never);
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('broker-phone-error')?.textContent).toBe(CONTACT_PHONE_INVALID);
    expect(document.getElementById('broker-city-error')?.textContent).toBe(CITY_REQUIRED);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: CITY_REQUIRED }).getAttribute('href')).toBe('#broker-city');
    expect(watch.posts).toHaveLength(0);
  });

  it('a valid step 1 posts once, its button busy and disabled', async () => {
    const { container } = render(<Submitting />);
    await Submitting.play?.({ canvasElement: container } as never);
    const button = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    button.form?.requestSubmit();
    expect(watch.posts).toHaveLength(1);
    expect(watch.posts[0]?.get('phone')).toBe('+91 98765 43210');
  });
});
