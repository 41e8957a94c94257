import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './BecomeBroker.stories.tsx';

const { NotRegistered, Pending, Active, Error } = composeStories(stories);

afterEach(cleanup);

describe('BecomeBroker', () => {
  it('explains the programme and links to broker registration', () => {
    render(<NotRegistered />);
    expect(screen.getByText('Commission from 10% to 35% of rental value, rising with your rank')).toBeTruthy();
    expect(screen.getByText('A one-time registration fee of ₹999, by UPI or cash')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register as a broker' }).getAttribute('href')).toBe('/register/broker');
  });

  it('says a registration waits for activation', () => {
    render(<Pending />);
    expect(screen.getByRole('status').textContent).toBe('Your broker registration is waiting for activation by our team.');
    expect(screen.queryByRole('link', { name: 'Register as a broker' })).toBeNull();
  });

  it('sends an active broker to the broker portal', () => {
    render(<Active />);
    expect(screen.getByRole('link', { name: 'Broker portal' }).getAttribute('href')).toBe('/portal/broker');
  });

  it('shows the error', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load user data');
  });
});
