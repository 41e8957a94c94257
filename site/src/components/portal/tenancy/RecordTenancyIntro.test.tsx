import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './RecordTenancyIntro.stories.tsx';

const { Default, WithoutUpiId, Empty, Error, Hindi } = composeStories(stories);

describe('RecordTenancyIntro', () => {
  it('names the page and what it does, with no reminder when the UPI ID is on file', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Record a tenancy' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add your UPI ID' })).toBeNull();
  });

  it('reminds a landlord without a UPI ID where to add it', () => {
    render(<WithoutUpiId />);
    expect(screen.getByRole('link', { name: 'Add your UPI ID' }).getAttribute('href')).toBe('/portal/user/settings#upi');
  });

  it('offers to add a listing when none is verified', () => {
    render(<Empty />);
    expect(screen.getByText(/You have no verified listing/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a listing' }).getAttribute('href')).toBe('/properties/create');
  });

  it('says when the page could not load, with a way to try again', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your listings and invitations');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/portal/landlord/record-tenancy');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('heading', { level: 1, name: 'किरायेदारी दर्ज करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपना UPI ID जोड़ें' })).toBeTruthy();
  });
});
