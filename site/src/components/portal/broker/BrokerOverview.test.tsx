import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './BrokerOverview.stories.tsx';

const { Default, WithoutFastTrack, NewBroker, Error, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('BrokerOverview', () => {
  it('shows the rank in capitals, the qualified RVL in rupees and the rank percentage', () => {
    render(<Default />);
    const stat = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(stat('Current rank')).toBe('LEADER');
    expect(stat('Qualified RVL')).toBe('₹5,05,000');
    expect(stat('Commission rate')).toBe('20%');
    expect(stat('Qualified for')).toBe('Oct 2026');
  });

  it('names the ranks in Devanagari for a Hindi reader', () => {
    render(<Hindi />);
    expect(screen.getByText('लीडर', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: /डायरेक्टर/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/LEADER|Director/);
  });

  it('shows what is missing for the next rank, with a labelled progress bar', () => {
    render(<Default />);
    expect(
      screen.getByText('₹4,95,000 more qualified RVL to reach Director (25% commission).'),
    ).toBeTruthy();
    const bar = screen.getByRole('progressbar', {
      name: 'Progress to Director',
    }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([105000, 600000]);
  });

  it('says until when Fast Track Advantage runs and what it changes, with and without', () => {
    render(<Default />);
    const card = screen.getByRole('region', { name: 'Fast Track Advantage (shadow balancing)' });
    expect(within(card).getByText(/On until 28 Nov 2026 \(4 days left\)/)).toBeTruthy();
    expect(within(card).getByText('Expiring soon')).toBeTruthy();
    // 65,000 personal; plain team 1,00,000 + 1,00,000; shadow balancing 2 × 2,20,000.
    expect(within(card).getByText('₹2,65,000')).toBeTruthy();
    expect(within(card).getByText('₹5,05,000')).toBeTruthy();
  });

  it('lists the audit entries with their action badges', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Fast Track Advantage history' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Modified').className).toContain(
      'badge--secondary',
    );
    expect(within(rows[2] as HTMLElement).getByText('Enabled').className).toContain(
      'badge--default',
    );
  });

  it('says when Fast Track Advantage is off and there is no history', () => {
    render(<WithoutFastTrack />);
    expect(screen.getByText(/Not active\. An admin can grant it/)).toBeTruthy();
    expect(
      screen.getByText('No changes have been made to your Fast Track Advantage.'),
    ).toBeTruthy();
  });

  it('tells a new broker their activation is pending and shows N/A without a rank', () => {
    render(<NewBroker />);
    expect(screen.getByRole('status').textContent).toContain(
      'waiting for an admin to confirm the payment',
    );
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText(/No month has been qualified for you yet/)).toBeTruthy();
  });

  it('shows the error with a way to try again', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your broker overview');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/broker',
    );
  });
});
