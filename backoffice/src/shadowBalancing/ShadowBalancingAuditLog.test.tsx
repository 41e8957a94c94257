import { composeStories } from '@storybook/react-vite';
import { formatDate } from '@rentals/core/format';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads, csvLines } from '../testing/captureDownloads.ts';
import { findToast, toasts } from '../testing/toasts.ts';
import { audit } from './fixtures.ts';
import * as stories from './ShadowBalancingAuditLog.stories.tsx';

const { Default, Loading, Empty, Error, Hindi } = composeStories(stories);

const [modified, disabled] = audit as [(typeof audit)[number], (typeof audit)[number]];
const period = `${formatDate(modified.start_date)} – ${formatDate(modified.end_date)}`;

describe('ShadowBalancingAuditLog', () => {
  it('shows each change with date, broker, action, reason and valid period', async () => {
    render(<Default />);
    await screen.findByText('Extended for the festive season');
    const [, first, second] = screen.getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDate(modified.created_at),
      'Aarav Mehta',
      'Modified',
      'Extended for the festive season',
      period,
    ]);
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatDate(disabled.created_at), 'Meera Iyer', 'Disabled', '—', '—']);
  });

  it('names each action in Hindi', async () => {
    render(<Hindi />);
    await screen.findByText('Extended for the festive season');
    expect(screen.getByText('बदला गया')).toBeTruthy();
    expect(screen.getByText('बंद')).toBeTruthy();
  });

  it('exports the log as the table shows it', async () => {
    const blobs = captureDownloads();
    const user = userEvent.setup();
    render(<Default />);
    await screen.findByText('Extended for the festive season');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    const lines = await csvLines(blobs[0]!);
    expect(lines[0]).toBe('Date,Broker,Action,Reason,Valid Period');
    expect(lines[1]).toBe(
      `${formatDate(modified.created_at)},Aarav Mehta,modified,Extended for the festive season,${period}`,
    );
    expect(lines).toHaveLength(4);
  });

  it('shows no rows while loading, and says when nothing has changed yet', async () => {
    const loading = render(<Loading />);
    expect(screen.queryByText('Aarav Mehta')).toBeNull();
    loading.unmount();
    render(<Empty />);
    expect(await screen.findByText('No shadow balancing changes yet.')).toBeTruthy();
  });

  it('says the data could not be loaded, in the list and once as a notification', async () => {
    render(<Error />);
    expect((await findToast()).textContent).toBe('Failed to load shadow balancing data');
    expect(toasts()).toHaveLength(1);
  });
});
