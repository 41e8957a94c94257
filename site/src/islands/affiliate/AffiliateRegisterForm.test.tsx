import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './AffiliateRegisterForm.stories.tsx';

const { Default, Invited, UnknownSponsor, LookupFailed, WithErrors } = composeStories(stories);

afterEach(cleanup);

const submit = () => screen.getByRole('button', { name: 'Join the programme' }) as HTMLButtonElement;

describe('AffiliateRegisterForm', () => {
  it('checks a typed sponsor code and shows the sponsor by name before submitting', async () => {
    render(<Default />);
    await userEvent.type(screen.getByLabelText('Sponsor affiliate ID (optional)'), 'aff10023');
    expect(await screen.findByText('Sponsor: Priya S.')).toBeTruthy();
    expect(submit().disabled).toBe(false);
  });

  it('says when nobody has the code and holds the form back', async () => {
    render(<Default />);
    await userEvent.type(screen.getByLabelText('Sponsor affiliate ID (optional)'), 'AFF4242');
    expect(await screen.findByText('No affiliate has the ID AFF4242.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('shows the sponsor of an invitation link at once, prefilled', () => {
    render(<Invited />);
    expect((screen.getByLabelText('Sponsor affiliate ID (optional)') as HTMLInputElement).value).toBe('AFF10023');
    expect(screen.getByRole('status').textContent).toBe('Sponsor: Priya S.');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Kavya Nair');
  });

  it('refuses an unknown invitation code', () => {
    render(<UnknownSponsor />);
    expect(screen.getByText('No affiliate has the ID AFF99999.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('tells when the lookup failed but still lets the server decide', async () => {
    render(<LookupFailed />);
    await userEvent.type(screen.getByLabelText('Sponsor affiliate ID (optional)'), 'AFF10023');
    expect(await screen.findByText('The sponsor could not be checked right now.')).toBeTruthy();
    expect(submit().disabled).toBe(false);
  });

  it('ties the server errors to their fields', () => {
    render(<WithErrors />);
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
  });
});
