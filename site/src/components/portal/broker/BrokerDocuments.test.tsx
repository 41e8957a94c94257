import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './BrokerDocuments.stories.tsx';

const { Default, NotActive, Error } = composeStories(stories);

describe('BrokerDocuments', () => {
  it('shows the receipt, a statement per month linking to its commissions, and the programme documents', () => {
    render(<Default />);
    expect(
      within(screen.getByRole('region', { name: 'Registration receipt' })).getByText('₹999'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Statement for Sep 2026' }).getAttribute('href')).toBe(
      '/portal/broker/commissions#month-2026-09-01',
    );
    expect(screen.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe(
      '/terms-conditions',
    );
  });

  it('gives each statement its total and whether it is paid', () => {
    render(<Default />);
    const statements = within(
      screen.getByRole('region', { name: 'Commission statements' }),
    ).getAllByRole('listitem');
    expect(statements.map((item) => item.textContent)).toEqual([
      'Statement for Oct 2026₹5,500Not paid yet',
      'Statement for Sep 2026₹3,600Paid',
    ]);
    const receipt = screen.getByRole('region', { name: 'Registration receipt' });
    expect(within(receipt).getByText('UPI')).toBeTruthy();
    expect(within(receipt).getByText('1 Jul 2026')).toBeTruthy();
  });

  it('says the receipt comes with activation, and has an error state', () => {
    render(<NotActive />);
    expect(screen.getByText(/Your receipt appears here once an admin confirms/)).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('says there are no statements before the first commission', () => {
    render(<NotActive />);
    expect(
      within(screen.getByRole('region', { name: 'Commission statements' })).getByText(
        /No commissions yet/,
      ),
    ).toBeTruthy();
  });
});
