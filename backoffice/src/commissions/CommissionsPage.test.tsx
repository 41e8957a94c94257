import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './CommissionsPage.stories.tsx';

const { Filled, Empty, Loading, Error } = composeStories(stories);

afterEach(cleanup);

describe('CommissionsPage', () => {
  it('opens on last month: its run and its commissions', async () => {
    render(<Filled />);
    expect(screen.getByRole('heading', { level: 1, name: 'Commissions' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Month' }).textContent).toBe('Oct 2026');
    expect(await screen.findByRole('heading', { name: 'Unattributed RVL' })).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Commissions of Oct 2026' });
    expect(await within(list).findByText('Priya Sharma')).toBeTruthy();
  });

  it('shows a month never run and without commissions', async () => {
    render(<Empty />);
    expect(await screen.findByText('This month has not been run yet.')).toBeTruthy();
    expect(await screen.findByText('No commissions for this month.')).toBeTruthy();
  });

  it('shows loading and failure states', async () => {
    const loading = render(<Loading />);
    expect(screen.getByLabelText('Runs loading')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Commissions of Oct 2026' })).toBeTruthy();
    loading.unmount();
    render(<Error />);
    expect(await screen.findByText('Failed to load commission runs')).toBeTruthy();
    expect((await screen.findAllByText('Failed to load commissions')).length).toBeGreaterThan(0);
  });
});
