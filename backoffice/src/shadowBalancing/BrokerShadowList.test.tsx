import { composeStories } from '@storybook/react-vite';
import { formatDate } from '@rentals/core/format';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brokers } from './fixtures.ts';
import { findToast, toasts } from '../testing/toasts.ts';
import * as stories from './BrokerShadowList.stories.tsx';

const { Default, Loading, Empty, Error } = composeStories(stories);

const rowOf = async (name: string) =>
  within((await screen.findByText(name)).closest('tr') as HTMLElement);

describe('BrokerShadowList', () => {
  it('shows each broker with rank, status badges, valid-until date and reason', async () => {
    render(<Default />);
    const aarav = await rowOf('Aarav Mehta');
    for (const text of [
      'LEADER',
      'Enabled',
      formatDate(brokers[0]!.shadow_balancing_end_date),
      'Early adopter in Pune',
    ])
      expect(aarav.getByText(text)).toBeTruthy();
    expect((await rowOf('Diya Sharma')).getByText('Expiring Soon')).toBeTruthy();
    expect((await rowOf('Kabir Rao')).getByText('Expired')).toBeTruthy();
    const meera = await rowOf('Meera Iyer');
    expect(meera.getByText('N/A')).toBeTruthy();
    expect(meera.getByText('Disabled')).toBeTruthy();
    expect(meera.getAllByText('—')).toHaveLength(2);
  });

  it("configures a broker's shadow balancing in the dialog", async () => {
    const user = userEvent.setup();
    render(<Default />);
    (await rowOf('Meera Iyer')).getByRole('button', { name: 'Configure Meera Iyer' }).focus();
    await user.keyboard('{Enter}');
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Configure Shadow Balancing' }),
    );
    expect(dialog.getByText(/^Meera Iyer: use the stronger leg/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('finds brokers by part of their name', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await rowOf('Aarav Mehta');
    await user.type(screen.getByRole('textbox', { name: 'Search brokers' }), 'sharma');
    await waitFor(() => expect(screen.queryByText('Aarav Mehta')).toBeNull());
    expect(screen.getByText('Diya Sharma')).toBeTruthy();
  });

  it('shows no rows while loading, and says when there are no brokers', async () => {
    const loading = render(<Loading />);
    expect(screen.queryByText('Aarav Mehta')).toBeNull();
    expect(screen.queryByText('No brokers yet.')).toBeNull();
    loading.unmount();
    render(<Empty />);
    expect(await screen.findByText('No brokers yet.')).toBeTruthy();
  });

  it('says the data could not be loaded, in the list and once as a notification', async () => {
    render(<Error />);
    expect((await findToast()).textContent).toBe('Failed to load shadow balancing data');
    expect(toasts()).toHaveLength(1);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Failed to load shadow balancing data',
    );
  });
});
