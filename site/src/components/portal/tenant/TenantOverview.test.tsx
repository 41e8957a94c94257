import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TenantOverview.stories.tsx';

const { Filled, PaidUp, EndedLease, Empty, Error, Hindi } = composeStories(stories);

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('TenantOverview', () => {
  it('puts the lease, the rent to pay and the latest receipt first, then applications and visits', () => {
    render(<Filled />);
    expect(headings()).toEqual(['Your home', 'Rent to pay', 'Latest rent receipt', 'Applications', 'Visits']);
    const home = screen.getByRole('region', { name: 'Your home' });
    expect(within(home).getByRole('link', { name: '2 BHK in Koramangala' }).getAttribute('href')).toBe('/property/p1');
    expect(home.textContent).toContain('1 Mar 2026 – 31 Jan 2027');
    expect(home.textContent).toContain('Rent ₹28,000 a month, due by day 5');
    expect(within(home).getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:/);
  });

  it('says what to pay next and offers the latest receipt to download', () => {
    render(<Filled />);
    const due = screen.getByRole('region', { name: 'Rent to pay' });
    expect(due.textContent).toContain('₹28,000 for Nov 2026, due on 5 Nov 2026');
    expect(within(due).getByText('Overdue').className).toContain('status--red');
    const receipt = screen.getByRole('region', { name: 'Latest rent receipt' });
    expect(receipt.textContent).toContain('Rent for Oct 2026: ₹28,000');
    expect(within(receipt).getByRole('link', { name: /^PDF in English/ }).getAttribute('href')).toBe(
      '/portal/tenant/documents/receipt.pdf?payment=rent-10&lang=en',
    );
  });

  it('lists open applications first and folds the declined one away', () => {
    render(<Filled />);
    const applications = screen.getByRole('region', { name: 'Applications' });
    const [open] = within(applications).getAllByRole('list');
    expect(within(open as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
    expect((open as HTMLElement).textContent).toContain('Accepted');
    const earlier = within(applications).getByText('Earlier applications (1)');
    expect(earlier.tagName).toBe('SUMMARY');
    expect(earlier.closest('details')?.textContent).toContain('Declined');
    expect(screen.getByText('Earlier visits (1)').tagName).toBe('SUMMARY');
  });

  it('says when the rent is paid up, and shows an ended lease when it is the only one', () => {
    const { unmount } = render(<PaidUp />);
    expect(screen.getByText('Nothing to pay: your rent is paid up.')).toBeTruthy();
    unmount();
    render(<EndedLease />);
    expect(screen.getByRole('region', { name: 'Your home' }).textContent).toContain('Ended');
    expect(screen.getByText('No rent paid yet, so no receipt.')).toBeTruthy();
  });

  it('leads to the listings without a lease, and offers a retry when loading failed', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText('You have no lease through Rentals.in yet.')).toBeTruthy();
    expect(screen.getByText('You have not applied for a property yet.')).toBeTruthy();
    unmount();
    render(<Error />);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Failed to load your lease', 'Failed to load your applications']);
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(headings()[0]).toBe('आपका घर');
    expect(screen.getByText('पिछले आवेदन (1)')).toBeTruthy();
  });
});
