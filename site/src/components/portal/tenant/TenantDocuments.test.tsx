import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TenantDocuments.stories.tsx';

const { Default, NoLease, Error } = composeStories(stories);

describe('TenantDocuments', () => {
  it('lists the lease agreements and leaves the receipts to the receipts section, so each is listed once', () => {
    render(<Default />);
    expect(screen.getByText('Lease agreement: 2 BHK in Koramangala, from 1 Mar 2026')).toBeTruthy();
    expect(screen.queryByText(/Rent receipt for/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Rent receipts' })).toBeNull();
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
