import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './BrokerRegistrationsPage.stories.tsx';

const { Default, Loading, Empty, Error, ActivationRefused, ActivationFailsSilently } =
  composeStories(stories);

afterEach(cleanup);

const rowOf = async (name: string) =>
  within((await screen.findByText(name)).closest('tr') as HTMLElement);

describe('BrokerRegistrationsPage', () => {
  it('lists registrations with provider, reference, rupees and status', async () => {
    render(<Default />);
    const pending = await rowOf('Rohan Gupta');
    expect(pending.getByText('cash')).toBeTruthy();
    expect(pending.getByText('CASH-2026-0142')).toBeTruthy();
    expect(pending.getByText('₹999')).toBeTruthy();
    expect(pending.getByText('Pending')).toBeTruthy();
    for (const name of ['Broker', 'Provider', 'Ref', 'Amount', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('disables Mark Paid + Activate once the payment succeeded, and activates a pending one', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const paid = await rowOf('Sneha Patil');
    expect(
      (paid.getByRole('button', { name: 'Mark Paid + Activate' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(
      (await rowOf('Rohan Gupta')).getByRole('button', { name: 'Mark Paid + Activate' }),
    );
    expect(
      await screen.findByText('Activated: Broker activated and payment marked as paid.'),
    ).toBeTruthy();
  });

  it("shows a refusal under the title Failed with the server's message, or Could not approve", async () => {
    const user = userEvent.setup();
    render(<ActivationRefused />);
    await user.click(
      (await rowOf('Rohan Gupta')).getByRole('button', { name: 'Mark Paid + Activate' }),
    );
    expect(await screen.findByText('Failed: Broker is already active')).toBeTruthy();
    cleanup();
    render(<ActivationFailsSilently />);
    await user.click(
      (await rowOf('Rohan Gupta')).getByRole('button', { name: 'Mark Paid + Activate' }),
    );
    expect(await screen.findByText('Failed: Could not approve')).toBeTruthy();
  });

  it('shows no rows while loading, the empty text, and a load failure', async () => {
    render(<Loading />);
    expect(await screen.findByRole('heading', { name: 'Broker Registrations' })).toBeTruthy();
    expect(screen.queryByText('Rohan Gupta')).toBeNull();
    cleanup();
    render(<Empty />);
    expect(await screen.findByText('No registrations yet.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(await screen.findByText('Failed to load broker registrations')).toBeTruthy();
  });
});
