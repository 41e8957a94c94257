import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './RentReceipts.stories.tsx';

const { Tenant, LandlordAskedForPan, LandlordWithPan, LandlordSmallRent, Manager, NothingPaid, Hindi, Error } =
  composeStories(stories);

describe('RentReceipts', () => {
  it('offers the financial years’ receipts first, then each month paid once, in English and Hindi, from the tenant portal', () => {
    render(<Tenant />);
    const lease = screen.getByRole('region', { name: 'Receipts for 2 BHK in Kothrud' });
    expect(within(lease).getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Receipts for 2 BHK in Kothrud',
      'Financial year receipts',
      'Each month',
    ]);
    const [years, months] = within(lease).getAllByRole('list');
    expect(within(years as HTMLElement).getAllByRole('listitem').map((row) => row.querySelector('.row__title')?.textContent)).toEqual(['2026-27', '2025-26']);
    const rows = within(months as HTMLElement).getAllByRole('listitem');
    expect(rows, 'three months paid, the due month left out').toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Rent for May 2026: ₹35,500');
    expect(rows[0]?.textContent).toContain('Paid on 3 May 2026 by UPI, reference UTRr5');
    expect(screen.getAllByRole('link', { name: /\(May 2026 receipt, 2 BHK in Kothrud\)$/ }), 'May once, in two languages').toHaveLength(2);
    const may = screen.getByRole('link', { name: /^PDF in Hindi\s*\(May 2026 receipt, 2 BHK in Kothrud\)$/ });
    expect(may.getAttribute('href')).toBe('/portal/tenant/documents/receipt.pdf?payment=r5&lang=hi');
    expect(may.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: /^PDF in English\s*\(financial year 2025-26 receipt, 2 BHK in Kothrud\)$/ }).getAttribute('href')).toBe(
      '/portal/tenant/documents/receipt.pdf?lease=lease-1&year=2025&lang=en',
    );
    expect(screen.getByRole('link', { name: /^PDF in English\s*\(financial year 2026-27 receipt, 2 BHK in Kothrud\)$/ })).toBeTruthy();
    expect(screen.queryByLabelText('PAN'), 'a tenant has no PAN form').toBeNull();
  });

  it('asks the landlord for their PAN when a year passes ₹1,00,000 and none is on file', () => {
    render(<LandlordAskedForPan />);
    expect(screen.getByRole('note').textContent).toContain('Rent for 2 BHK in Kothrud comes to more than ₹1,00,000 in the financial year 2026-27');
    const input = screen.getByLabelText('PAN') as HTMLInputElement;
    expect(input.closest('form')?.getAttribute('action')).toBe('/portal/landlord/documents/pan');
    expect(new RegExp(`^(?:${input.pattern})$`).test('ABCDE1234F')).toBe(true);
    expect(new RegExp(`^(?:${input.pattern})$`).test('ABCD1234F')).toBe(false);
    expect(new RegExp(`^(?:${input.pattern})$`).test(' abcde 1234 f'), 'typed in any case, with spaces').toBe(true);
    expect(screen.getByRole('link', { name: /^PDF in English\s*\(May 2026 receipt, 2 BHK in Kothrud\)$/ }).getAttribute('href')).toMatch(/^\/portal\/landlord\/documents\//);
  });

  it('shows the PAN on file and asks nothing more', () => {
    render(<LandlordWithPan />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('On file: ABCDE1234F')).toBeTruthy();
    expect((screen.getByLabelText('PAN') as HTMLInputElement).value).toBe('ABCDE1234F');
    expect(screen.getByRole('region', { name: 'Your property managers and your PAN' }), 'who the PAN is shared with').toBeTruthy();
  });

  it('does not ask for a PAN when the year stays within ₹1,00,000', () => {
    render(<LandlordSmallRent />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('gives a manager the receipts without a PAN form or its sharing', () => {
    render(<Manager />);
    expect(screen.queryByLabelText('PAN')).toBeNull();
    expect(screen.queryByRole('button', { name: /PAN with/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^PDF in English\s*\(May 2026 receipt, 2 BHK in Kothrud\)$/ }).getAttribute('href')).toMatch(/^\/portal\/manager\/documents\//);
  });

  it('says when there is nothing to download, and when loading failed', () => {
    const { unmount } = render(<NothingPaid />);
    expect(screen.getByText('No rent has been marked paid yet, so there is no receipt to download.')).toBeTruthy();
    unmount();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your receipts');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('heading', { name: 'डाउनलोड के लिए किराया रसीदें (PDF)' })).toBeTruthy();
    expect(screen.getAllByText('हिंदी में PDF').length).toBeGreaterThan(0);
  });
});
