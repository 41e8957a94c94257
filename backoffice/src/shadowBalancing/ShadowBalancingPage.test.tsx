import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, csvLines } from '../testing/captureDownloads.ts';
import { findToast, toasts } from '../testing/toasts.ts';
import * as stories from './ShadowBalancingPage.stories.tsx';

const { Default, Loading, Empty, Error } = composeStories(stories);

afterEach(cleanup);

// The broker table is the first section; the audit log repeats broker names.
const rowOf = async (text: string) => {
  const brokersSection = (await screen.findByRole('heading', { name: 'Shadow Balancing' })).closest(
    'section',
  ) as HTMLElement;
  const row = (await within(brokersSection).findByText(text)).closest('tr');
  if (!row) throw new globalThis.Error(`${text} is not in a table row`);
  return within(row);
};

describe('ShadowBalancingPage', () => {
  it('lists brokers with rank, status badges from the end date, valid-until date and reason', async () => {
    render(<Default />);
    const active = await rowOf('Aarav Mehta');
    expect(active.getByText('LEADER')).toBeTruthy();
    expect(active.getByText('Enabled')).toBeTruthy();
    expect(active.queryByText('Expiring Soon')).toBeNull();
    expect((await rowOf('Diya Sharma')).getByText('Expiring Soon')).toBeTruthy();
    expect((await rowOf('Kabir Rao')).getByText('Expired')).toBeTruthy();
    const off = await rowOf('Meera Iyer');
    expect(off.getByText('N/A')).toBeTruthy();
    expect(off.getByText('Disabled')).toBeTruthy();
    for (const name of ['Broker', 'Current Rank', 'Status', 'Valid Until', 'Reason', 'Actions']) {
      expect(
        screen.getAllByRole('columnheader', { name: new RegExp(`^${name}`) }).length,
      ).toBeGreaterThan(0);
    }
  });

  it('exports the brokers with rank, status, badge, period and reason', async () => {
    const blobs = captureDownloads();
    const user = userEvent.setup();
    render(<Default />);
    await rowOf('Aarav Mehta');
    const section = screen.getByRole('heading', { name: 'Shadow Balancing' }).closest('section');
    await user.click(within(section as HTMLElement).getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    const lines = await csvLines(blobs[0]!);
    expect(lines[0]).toBe('Broker,Current Rank,Status,Badge,Start,Valid Until,Reason');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      'Aarav Mehta,LEADER,Enabled,',
      'Diya Sharma,BUILDER,Enabled,Expiring Soon',
      'Kabir Rao,STARTER,Enabled,Expired',
      'Meera Iyer,N/A,Disabled,',
    ]);
    expect(lines[4]).toBe('Meera Iyer,N/A,Disabled,,—,—,');
  });

  it('shows the audit log newest first with broker names, actions and valid periods', async () => {
    render(<Default />);
    const log = within(
      (await screen.findByRole('heading', { name: 'Audit Log' })).closest('section') as HTMLElement,
    );
    const rows = await log.findAllByRole('row');
    expect(rows[1]?.textContent).toContain('Extended for the festive season');
    expect(within(rows[1] as HTMLElement).getByText('Modified')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Disabled')).toBeTruthy();
    expect(rows[3]?.textContent).toMatch(/\d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}/);
    expect(log.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('shows no rows while loading', async () => {
    render(<Loading />);
    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeTruthy();
    expect(screen.queryByText('Aarav Mehta')).toBeNull();
    expect(screen.queryByText('No brokers yet.')).toBeNull();
  });

  it('says so when there are no brokers and no changes', async () => {
    render(<Empty />);
    expect(await screen.findByText('No brokers yet.')).toBeTruthy();
    expect(await screen.findByText('No shadow balancing changes yet.')).toBeTruthy();
  });

  it('says the data could not be loaded in each list, and once as a notification', async () => {
    const user = userEvent.setup();
    render(<Error />);
    const toast = await findToast();
    expect(toast.textContent).toBe('Failed to load shadow balancing data');
    for (const heading of ['Shadow Balancing', 'Audit Log']) {
      const section = screen.getByRole('heading', { name: heading }).closest('section');
      expect((await within(section as HTMLElement).findByRole('alert')).textContent).toBe(
        'Failed to load shadow balancing data',
      );
    }
    expect(toasts()).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(toast);
    // A repeat left waiting would show as soon as the first toast has gone.
    await expect(findToast({ timeout: 500 })).rejects.toThrow();
  });
});
