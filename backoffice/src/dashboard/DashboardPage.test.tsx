import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './DashboardPage.stories.tsx';

const { Default, Loading, Empty, Error } = composeStories(stories);

afterEach(cleanup);

function card(label: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: label });
  const box = heading.closest('.MuiCard-root');
  if (!(box instanceof HTMLElement)) throw new globalThis.Error(`no card for ${label}`);
  return box;
}

describe('DashboardPage', () => {
  it('shows the header, six cards from the aggregate in Indian figures, and Quick Actions', async () => {
    render(<Default />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Meera Iyer' })).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.getByText('System Health: Healthy')).toBeTruthy();
    expect(await within(card('Total Users')).findByText('12,480')).toBeTruthy();
    expect(within(card('Active Brokers')).getByText('312')).toBeTruthy();
    expect(within(card('Properties')).getByText('10,00,000')).toBeTruthy();
    expect(within(card('Revenue')).getByText('₹1,52,34,500')).toBeTruthy();
    expect(within(card('Pending broker registrations')).getByText('7')).toBeTruthy();
    expect(within(card('System Health')).getByText('Healthy')).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe(
      '/users',
    );
    expect(
      within(actions).getByRole('link', { name: 'Broker Registrations' }).getAttribute('href'),
    ).toBe('/broker-registrations');
  });

  it('shows placeholders while loading', async () => {
    render(<Loading />);
    expect(await screen.findByLabelText('Total Users loading')).toBeTruthy();
  });

  it('shows zeros on an empty installation', async () => {
    render(<Empty />);
    expect(await within(card('Revenue')).findByText('₹0')).toBeTruthy();
  });

  it("says 'Failed to load dashboard data' when the figures cannot be loaded", async () => {
    render(<Error />);
    expect((await screen.findAllByText('Failed to load dashboard data')).length).toBeGreaterThan(0);
    expect(within(card('Total Users')).getByText('—')).toBeTruthy();
  });
});
