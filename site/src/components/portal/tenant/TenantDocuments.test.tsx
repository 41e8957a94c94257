import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TenantDocuments.stories.tsx';

const { Default, NoReceipts, NoLease, Error } = composeStories(stories);

describe('TenantDocuments', () => {
  it('lists lease agreements and a receipt per paid month', () => {
    render(<Default />);
    expect(screen.getByText('Lease agreement: 2 BHK in Koramangala, from 1 Mar 2026')).toBeTruthy();
    expect(screen.getByText('Rent receipt for Oct 2026: 2 BHK in Koramangala')).toBeTruthy();
    expect(screen.getByText('₹28,000 paid on 3 Oct 2026 by UPI, reference UTR4123')).toBeTruthy();
  });

  it('opens each agreement to its terms, the earlier one too', () => {
    render(<Default />);
    const agreements = screen.getByRole('region', { name: 'Lease agreements' });
    expect(within(agreements).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(agreements).getByText('Lease agreement: Property no longer listed, from 1 Feb 2025')
        .tagName,
    ).toBe('SUMMARY');
    expect(within(agreements).getByText('₹24,000')).toBeTruthy();
  });

  it('says when no rent has been paid yet', () => {
    render(<NoReceipts />);
    const receipts = screen.getByRole('region', { name: 'Rent receipts' });
    expect(within(receipts).getByText('No rent paid yet.')).toBeTruthy();
  });

  it('leads to the listings without a lease, and offers a retry when loading failed', () => {
    render(<NoLease />);
    expect(screen.getByText('You have no lease through Rentals.in yet.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/tenant/documents',
    );
  });
});
