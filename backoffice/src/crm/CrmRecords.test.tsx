import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './CrmRecords.stories.tsx';

const { Default, WithPayments, Empty } = composeStories(stories);

const panel = () => within(screen.getByRole('tabpanel'));

describe('CrmRecords', () => {
  it('opens on the RVL records with short ids, rupees, status and date', () => {
    render(<Default />);
    expect(screen.getByRole('tab', { name: 'RVL Records' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'RVL Records' })).toBeTruthy();
    const row = within(panel().getByText('a1b2c3d4').closest('tr') as HTMLElement);
    for (const text of ['Mumbai', '₹85,000', '₹6,800', 'approved', '3 Nov 2026'])
      expect(row.getByText(text)).toBeTruthy();
  });

  it('shows commissions by month with percentage, and payments, tab by tab', async () => {
    const user = userEvent.setup();
    render(<WithPayments />);
    await user.click(screen.getByRole('tab', { name: 'Commissions' }));
    const commission = within(panel().getByText('c0ffee00').closest('tr') as HTMLElement);
    for (const text of ['Oct 2026', '₹1,200', 'personal', '10%', 'paid'])
      expect(commission.getByText(text)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    const payment = within(panel().getByText('f00dbabe').closest('tr') as HTMLElement);
    for (const text of ['broker registration', 'upi', '₹2,999', 'succeeded', '5 Nov 2026'])
      expect(payment.getByText(text)).toBeTruthy();
  });

  it('moves between tabs with the arrow keys and loads the activity log', async () => {
    const user = userEvent.setup();
    render(<Default />);
    screen.getByRole('tab', { name: 'RVL Records' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Activity Log' }));
    await user.keyboard('{Enter}');
    const log = await screen.findByRole('list', { name: 'Activity Log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
  });

  it('gives each tab its empty text', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    expect(panel().getByText('No RVL records found')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Commissions' }));
    expect(panel().getByText('No commission records found')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(panel().getByText('No payment records found')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Activity Log' }));
    expect(panel().getByRole('progressbar', { name: 'Activity Log loading' })).toBeTruthy();
  });
});
