import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ReportListing.stories.tsx';

const { Default, SignedOut, Sent, AlreadyReported, Refused, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('ReportListing', () => {
  it('offers the five reasons and words, posted to the listing without any script', () => {
    render(<Default />);
    expect(screen.getByText('Report this listing').tagName).toBe('SUMMARY');
    const group = screen.getByRole('group', { name: 'What is wrong with this listing?' });
    expect([...group.querySelectorAll('input')].map((input) => input.value)).toEqual(['already_rented', 'wrong_price_or_photos', 'fraud', 'duplicate', 'other']);
    expect(screen.getByRole('radio', { name: 'Fraud, or someone asks for money up front' })).toBeTruthy();
    const form = screen.getByRole('button', { name: 'Send report' }).closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/property/p-1/report');
    expect(Object.fromEntries(new FormData(form))).toEqual({ reason: 'already_rented', details: '' });
  });

  it('asks visitors to sign in first', () => {
    render(<SignedOut />);
    expect(screen.getByRole('link', { name: 'Sign in to report this listing' }).getAttribute('href')).toBe('/auth?next=%2Fproperty%2Fp-1%23report');
  });

  it('thanks the person once sent, and says so on a later visit instead of the form', () => {
    render(<Sent />);
    expect(screen.getByRole('status').textContent).toBe('Thank you: our team will look at this listing.');
    cleanup();
    render(<AlreadyReported />);
    expect(screen.getByRole('status').textContent).toBe('You have already reported this listing. Our team will look at it.');
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull();
  });

  it('opens again with the refusal', () => {
    render(<Refused />);
    expect((screen.getByText('Report this listing').closest('details') as HTMLDetailsElement).open).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Say in a few words what is wrong');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByText('इस लिस्टिंग की शिकायत करें')).toBeTruthy();
  });
});
