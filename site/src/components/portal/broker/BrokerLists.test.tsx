import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './BrokerLists.stories.tsx';

const s = composeStories(stories);

afterEach(cleanup);

describe('broker leads', () => {
  it('lists visits and applications with their property, kind, status and dates', () => {
    render(<s.Leads />);
    const rows = within(screen.getByRole('table', { name: 'Leads' })).getAllByRole('row');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: '2 BHK in Baner' })
        .getAttribute('href'),
    ).toBe('/property/p1');
    expect(rows[1]?.textContent).toContain('Virtual visit');
    expect(rows[1]?.textContent).toContain('Meghna Pillai');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: '+91 90080 12345' })
        .getAttribute('href'),
    ).toBe('tel:+919008012345');
    expect(within(rows[1] as HTMLElement).getByText('Scheduled').className).toContain(
      'status--blue',
    );
    expect(rows[2]?.textContent).toContain('Application');
    expect(rows[2]?.textContent).toContain('15 Dec 2026');
  });

  it('offers to list a property when there are no leads, and says when they failed to load', () => {
    render(<s.LeadsEmpty />);
    expect(screen.getByRole('link', { name: 'Submit a property' }).getAttribute('href')).toBe(
      '/portal/broker/submit-property',
    );
    cleanup();
    render(<s.LeadsError />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your leads');
  });
});

describe('broker commissions', () => {
  it('groups by month, newest first, and marks a month paid with its date', () => {
    render(<s.Commissions />);
    const months = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(months).toEqual([
      'Oct 2026: ₹5,500 Not paid yet',
      'Sep 2026: ₹3,600 Paid on 7 Oct 2026',
    ]);
    const october = screen.getByRole('table', { name: 'Commissions for Oct 2026' });
    expect(within(october).getAllByRole('row')[2]?.textContent).toContain('Differential');
  });

  it('shows only the affiliate-code commissions on the affiliate page', () => {
    render(<s.AffiliateCommissions />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Managed rental affiliate' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Oct 2026: ₹4,000 Not paid yet',
      'Sep 2026: ₹3,600 Paid on 7 Oct 2026',
    ]);
  });

  it('has an empty and an error state', () => {
    render(<s.CommissionsEmpty />);
    expect(screen.getByText(/No commissions yet/)).toBeTruthy();
    cleanup();
    render(<s.CommissionsError />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your commissions');
  });
});

describe('broker performance', () => {
  it('draws a labelled chart of qualified RVL per month with the figures in a table', () => {
    render(<s.Performance />);
    expect(screen.getByRole('img', { name: 'Qualified RVL by month' })).toBeTruthy();
    expect(screen.getByText('₹5.1L')).toBeTruthy();
    const figures = screen.getAllByRole('table')[0] as HTMLElement;
    expect(
      within(figures)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toContain('Oct 2026₹5,05,000');
    const streams = screen.getByRole('table', { name: 'Monthly volume by stream' });
    expect(within(streams).getAllByRole('row')[1]?.textContent).toContain('LEADER');
  });

  it('has an empty and an error state', () => {
    render(<s.PerformanceEmpty />);
    expect(screen.getByText('No monthly volume yet.')).toBeTruthy();
    cleanup();
    render(<s.PerformanceError />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your performance');
  });
});
