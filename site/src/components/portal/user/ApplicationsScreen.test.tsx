import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ApplicationsScreen.stories.tsx';

const { Track, History, Empty, Error } = composeStories(stories);

afterEach(cleanup);

const section = (name: string) => screen.getByRole('region', { name });

describe('ApplicationsScreen', () => {
  it('tracks only what is still being decided, with status badges', () => {
    render(<Track />);
    const managed = section('Managed rental applications');
    expect(within(managed).getAllByRole('listitem')).toHaveLength(2);
    expect(within(managed).getByText('Under review')).toBeTruthy();
    expect(within(managed).queryByText('Approved')).toBeNull();
    expect(within(managed).getAllByText(/₹40,000\/month|₹25,000\/month/)).toHaveLength(2);
    const requests = section('Rental applications and visits');
    expect(within(requests).getByRole('link', { name: '2 BHK with balcony in Baner' })).toBeTruthy();
    expect(within(requests).getByText('Pending').className).toContain('status--amber');
    expect(within(requests).queryByText('Cancelled')).toBeNull();
  });

  it('keeps the whole history, decided ones included, with the owner’s answer', () => {
    render(<History />);
    const managed = section('Managed rental applications');
    expect(within(managed).getAllByRole('listitem')).toHaveLength(4);
    expect(within(managed).getByText('Approved').className).toContain('status--green');
    expect(within(managed).getByText(/reviewed 5 Nov 2026/)).toBeTruthy();
    const requests = section('Rental applications and visits');
    expect(within(requests).getByText('Cancelled').className).toContain('status--red');
    expect(within(requests).getByText('Owner’s reply: Sorry, already let')).toBeTruthy();
  });

  it('points to where to start when there is nothing', () => {
    render(<Empty />);
    expect(screen.getByText('You have not submitted a property for managed rental yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Submit for managed rental' }).getAttribute('href')).toBe('/portal/user/submit-managed-rental');
    expect(screen.getByText('You have not applied for a home or asked for a visit yet.')).toBeTruthy();
  });

  it('shows the error', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your applications');
  });
});
