import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './BrokerLeads.stories.tsx';

const { Default, Empty, Error } = composeStories(stories);

const rows = () => within(screen.getByRole('table', { name: 'Leads' })).getAllByRole('row');

describe('BrokerLeads', () => {
  it('lists visits and applications with their property, kind, status and dates', () => {
    render(<Default />);
    const [, visit, application] = rows();
    expect(
      within(visit as HTMLElement)
        .getByRole('link', { name: '2 BHK in Baner' })
        .getAttribute('href'),
    ).toBe('/property/p1');
    expect(visit?.textContent).toContain('Virtual visit');
    expect(visit?.textContent).toContain('Meghna Pillai');
    expect(
      within(visit as HTMLElement)
        .getByRole('link', { name: '+91\u00a090080\u00a012345' })
        .getAttribute('href'),
    ).toBe('tel:+919008012345');
    expect(within(visit as HTMLElement).getByText('Scheduled').className).toContain('status--blue');
    expect(application?.textContent).toContain('Application');
    expect(application?.textContent).toContain('15 Dec 2026');
  });

  it('gives the time a visit is booked for, and a dash for what the lead did not say', () => {
    render(<Default />);
    const [, visit, application] = rows();
    expect(
      within(visit as HTMLElement).getByRole('cell', { name: /27 Nov 2026, 11:00 am/ }),
    ).toBeTruthy();
    expect(visit?.textContent).toContain('Prefers a video call');
    expect(
      within(application as HTMLElement)
        .getAllByRole('cell')
        .filter((cell) => cell.textContent?.endsWith('—'))
        .map((cell) => cell.dataset.label),
    ).toEqual(['Who', 'Notes']);
  });

  it('offers to list a property when there are no leads, and says when they failed to load', () => {
    render(<Empty />);
    expect(screen.getByRole('link', { name: 'Submit a property' }).getAttribute('href')).toBe(
      '/portal/broker/submit-property',
    );
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your leads');
  });
});
