import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './LeaseSummary.stories.tsx';

const { Default, OpenEnded, UnknownParties } = composeStories(stories);

const terms = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('LeaseSummary', () => {
  it('sets out the parties, period, money and terms of the lease', () => {
    render(<Default />);
    expect(terms()).toEqual({
      Property: '2 BHK in Koramangala',
      Landlord: 'Suresh Reddy, +91 99000 11223',
      Tenant: 'Ananya Sharma, +91 98450 12345',
      Period: '1 Mar 2026 – 31 Jan 2027',
      'Monthly rent': '₹28,000',
      'Security deposit': '₹56,000',
      'Rent due': 'On day 5 of each month',
      'Notice period': '30 days',
      Terms: 'Eleven-month leave and licence agreement.',
    });
  });

  it('keeps each phone number on one line', () => {
    render(<Default />);
    expect(screen.getByText('+91 99000 11223').className).toBe('definition-list__keep');
    expect(screen.getByText('+91 98450 12345').className).toBe('definition-list__keep');
  });

  it('says when the lease has no end date', () => {
    render(<OpenEnded />);
    expect(terms().Period).toBe('From 1 Mar 2026, no end date');
  });

  it('shows a dash for what is no longer known', () => {
    render(<UnknownParties />);
    expect(terms()).toMatchObject({
      Property: 'Property no longer listed',
      Landlord: '—',
      Tenant: '—',
      Terms: '—',
    });
  });
});
