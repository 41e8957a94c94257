import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { CITY_REQUIRED, CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './BrokerDetailsFields.stories.tsx';

const { Default, WithPhoneHint, WithErrors, Empty } = composeStories(stories);

afterEach(cleanup);

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('BrokerDetailsFields', () => {
  it('asks for name, mobile number and city, all required, prefilled', () => {
    render(<Default />);
    expect(screen.getByRole('group', { name: 'Your details' })).toBeTruthy();
    expect(input(/^Full name/).value).toBe('Rohan Kulkarni');
    expect(input(/^Mobile number/).value).toBe('+91 98765 43210');
    expect(input(/^City/).value).toBe('Pune');
    for (const field of [/^Full name/, /^Mobile number/, /^City/]) expect(input(field).required).toBe(true);
    expect(input(/^Mobile number/).type).toBe('tel');
    expect(input(/^Full name/).id).toBe('broker-name');
  });

  it('explains the mobile number only where asked to', () => {
    render(<Default />);
    expect(input(/^Mobile number/).getAttribute('aria-describedby')).toBeNull();
    cleanup();
    render(<WithPhoneHint />);
    expect(input(/^Mobile number/).getAttribute('aria-describedby')).toBe('broker-phone-hint');
  });

  it('ties each error to its field', () => {
    render(<WithErrors />);
    expect(input(/^Mobile number/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(CONTACT_PHONE_INVALID)).toBeTruthy();
    expect(screen.getByText(CITY_REQUIRED)).toBeTruthy();
  });

  it('starts empty when nothing is known', () => {
    render(<Empty />);
    expect(input(/^Full name/).value).toBe('');
  });
});
