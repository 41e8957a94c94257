import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast, toasts } from '../testing/toasts.ts';
import * as stories from './PendingApplications.stories.tsx';

const { Default, Loading, Empty, Error, Hindi } = composeStories(stories);

const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);

describe('PendingApplications', () => {
  it('lists the waiting applications newest first with type, landlord, rent, date and status', async () => {
    render(<Default />);
    const pune = await rowOf('Kothrud, Pune');
    expect(pune.getByText('Apartment · 2 BHK · via Rohan Gupta')).toBeTruthy();
    expect(pune.getByText('Farah Khan')).toBeTruthy();
    expect(pune.getByText('₹40,000')).toBeTruthy();
    expect(pune.getByText('22 Nov 2026')).toBeTruthy();
    expect(pune.getByText('Submitted')).toBeTruthy();
    expect((await rowOf('HSR Layout, Bengaluru')).getByText('Under Review')).toBeTruthy();
    expect(screen.queryByText('Adyar, Chennai')).toBeNull();
  });

  it('names the type and who brought it in Hindi', async () => {
    render(<Hindi />);
    const pune = await rowOf('Kothrud, Pune');
    expect(pune.getByText('अपार्टमेंट · 2 BHK · Rohan Gupta के ज़रिए')).toBeTruthy();
  });

  it("shows the company's terms each application would be approved on", async () => {
    render(<Default />);
    const cells = (row: ReturnType<typeof within>) =>
      row.getAllByRole('cell').map((cell: HTMLElement) => cell.textContent);
    await rowOf('Kothrud, Pune');
    for (const name of ['Commission', 'Management Fee', 'Guaranteed Rent', 'Contract Type'])
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeTruthy();
    // Not yet reviewed: the programme's defaults, as numbers or as the database's decimals.
    for (const location of ['Kothrud, Pune', 'HSR Layout, Bengaluru'])
      expect(cells(await rowOf(location)).slice(3, 7), location).toEqual([
        '8%',
        '8%',
        '₹0',
        'Standard',
      ]);
  });

  it('opens Approve & Configure and Decline for the row', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(
      (await rowOf('Kothrud, Pune')).getByRole('button', { name: 'Approve & Configure Kothrud, Pune' }),
    );
    const approve = await screen.findByRole('dialog', { name: 'Approve & Configure Property' });
    await user.click(within(approve).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Approve & Configure Property' })).toBeNull();
    (await rowOf('HSR Layout, Bengaluru')).getByRole('button', { name: 'Decline HSR Layout, Bengaluru' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Decline Application' })).toBeTruthy();
  });

  it('shows no rows while loading, and says when none are waiting', async () => {
    const loading = render(<Loading />);
    expect(screen.queryByText('Kothrud, Pune')).toBeNull();
    loading.unmount();
    render(<Empty />);
    expect(await screen.findByText('No applications are waiting for approval.')).toBeTruthy();
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
