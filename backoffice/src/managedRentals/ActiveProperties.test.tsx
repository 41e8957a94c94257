import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads, csvLines } from '../testing/captureDownloads.ts';
import { findToast, toasts } from '../testing/toasts.ts';
import * as stories from './ActiveProperties.stories.tsx';

const { Default, Loading, Empty, Error, Filtered } = composeStories(stories);

describe('ActiveProperties', () => {
  it('lists each configured property on one line, its owner under it, with rent, RVL, payment mode and lease end', async () => {
    render(<Default />);
    const row = within(
      (await screen.findByText('7 Residency Road, Ashok Nagar, Bengaluru')).closest(
        'tr',
      ) as HTMLElement,
    );
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '7 Residency Road, Ashok Nagar, BengaluruAnita Desai',
      '₹60,000',
      '₹4,800',
      'Bank Transfer',
      '30 Jun 2027',
      'Active',
    ]);
    for (const name of ['Property', 'Monthly Rent', 'RVL Amount', 'Payment Mode'])
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeTruthy();
    for (const name of ['Commission', 'Management Fee', 'Guaranteed Rent', 'Contract Type'])
      expect(screen.queryByRole('columnheader', { name: new RegExp(`^${name}`) }), `${name}: behind Columns`).toBeNull();
  });

  it('shows the terms set on approval when chosen in Columns', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await screen.findByText('Anita Desai');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('switch', { name: /^Commission/ }));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('columnheader', { name: /^Commission/ })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '12.5%' })).toBeTruthy();
  });

  it('opens with the filter its address carries', async () => {
    render(<Filtered />);
    expect(await screen.findByText('12 MG Road, Koramangala, Bengaluru')).toBeTruthy();
    expect(screen.queryByText('7 Residency Road, Ashok Nagar, Bengaluru')).toBeNull();
  });

  it('exports the properties as the table shows them', async () => {
    const blobs = captureDownloads();
    const user = userEvent.setup();
    render(<Default />);
    await screen.findByText('Anita Desai');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    expect(await csvLines(blobs[0]!)).toEqual([
      'Property,Owner,Monthly rent,RVL amount,Commission %,Management fee %,Guaranteed rent,Contract type,Payment mode,Payment day,Lease end,Status',
      '"7 Residency Road, Ashok Nagar, Bengaluru",Anita Desai,60000,4800,12.5,6,54000,Guaranteed Rent,Bank Transfer,5,30 Jun 2027,Active',
    ]);
  });

  it('shows no rows while loading, and says when there are none', async () => {
    const loading = render(<Loading />);
    expect(screen.queryByText('Anita Desai')).toBeNull();
    expect(screen.queryByText('No managed properties yet.')).toBeNull();
    loading.unmount();
    render(<Empty />);
    expect(await screen.findByText('No managed properties yet.')).toBeTruthy();
  });

  it('says the data could not be loaded, in the list and once as a notification', async () => {
    render(<Error />);
    expect((await findToast()).textContent).toBe('Failed to load managed rental data');
    expect(toasts()).toHaveLength(1);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Failed to load managed rental data',
    );
  });
});
