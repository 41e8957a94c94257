import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './UserCrmDialog.stories.tsx';

const { Default, Loading, Empty, Error } = composeStories(stories);

afterEach(cleanup);

function card(label: string): HTMLElement {
  return screen.getByRole('heading', { name: label }).closest('.MuiCard-root') as HTMLElement;
}

describe('UserCrmDialog', () => {
  it('shows the header, the metric cards and the records of an affiliate', async () => {
    render(<Default />);
    expect(await screen.findByRole('heading', { name: 'Priya Sharma' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add RVL' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Shadow Power' })).toBeTruthy();
    // The database's totals over every row, not the sum of the rows listed (₹9,360 and ₹1,200).
    expect(within(card('Total RVL')).getByText('₹31,26,500')).toBeTruthy();
    expect(within(card('Total RVL')).getByText('₹6,800 this month')).toBeTruthy();
    expect(within(card('Total Commissions')).getByText('₹4,34,160')).toBeTruthy();
    expect(within(card('Properties')).getByText('1 active')).toBeTruthy();
    expect(within(card('Member Since')).getByText('14 Mar 2026')).toBeTruthy();
    expect(within(card('Shadow Power')).getByText('₹1,50,000')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('a1b2c3d4')).toBeTruthy();
    expect(within(table).getByText('₹6,800')).toBeTruthy();
  });

  it('shows the activity log in time order and the empty payments text', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(await screen.findByRole('tab', { name: 'Payments' }));
    expect(await screen.findByText('No payment records found')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Activity Log' }));
    const log = await screen.findByRole('list', { name: 'Activity Log' });
    const lines = within(log)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Shadow power set: ₹1,50,000' + '18 Nov 2026',
      'Managed rental in Mumbai: approved' + '3 Nov 2026',
      'Role affiliate assigned' + '1 Oct 2026',
    ]);
  });

  it('gives the empty texts for a person with no records, and no Shadow Power for non-affiliates', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    expect(await screen.findByText('No RVL records found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Shadow Power' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Commissions' }));
    expect(await screen.findByText('No commission records found')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Activity Log' }));
    expect(await screen.findByText('No activity recorded yet')).toBeTruthy();
  });

  it('shows loading and failure states', async () => {
    const { unmount } = render(<Loading />);
    expect(await screen.findByLabelText('User profile loading')).toBeTruthy();
    unmount();
    render(<Error />);
    expect((await screen.findAllByText('Failed to load user data')).length).toBeGreaterThan(0);
  });
});
