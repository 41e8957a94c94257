import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './BrokerRegistrationStatus.stories.tsx';

const { NotRegistered, InProgress, Pending, PendingCash, Active, Error } = composeStories(stories);

afterEach(cleanup);

describe('BrokerRegistrationStatus', () => {
  it('offers to start, with the fee in rupees, and to continue once something was entered', () => {
    render(<NotRegistered />);
    expect(screen.getByRole('heading', { name: 'One-time registration fee: ₹999' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start registration' }).getAttribute('href')).toBe(
      '/register/broker/form',
    );
    cleanup();
    render(<InProgress />);
    expect(screen.getByRole('link', { name: 'Continue registration' })).toBeTruthy();
  });

  it('shows a UPI registration waiting for activation, with its reference and no portal link', () => {
    render(<Pending />);
    const card = screen.getByRole('region', {
      name: 'Registration received: waiting for activation',
    });
    expect(within(card).getByText('412356789012')).toBeTruthy();
    expect(within(card).getByText('UPI')).toBeTruthy();
    expect(within(card).getByText('Awaiting confirmation')).toBeTruthy();
    expect(within(card).getByText('20 Nov 2026')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the broker portal' })).toBeNull();
  });

  it('shows a cash registration without a reference', () => {
    render(<PendingCash />);
    expect(screen.getByText('Cash')).toBeTruthy();
    expect(screen.queryByText('Payment reference')).toBeNull();
  });

  it('shows an active broker the way into the portal', () => {
    render(<Active />);
    expect(screen.getByRole('heading', { name: 'You are an active broker' })).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('21 Nov 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the broker portal' }).getAttribute('href')).toBe(
      '/portal/broker',
    );
  });

  it('says when the registration could not be read and offers to try again', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your broker registration');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/register/broker',
    );
  });
});
