import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import * as stories from './RunPreview.stories.tsx';

const { Changes, Nothing, Many, Starting, MonthInProgress } = composeStories(stories);

afterEach(cleanup);

describe('RunPreview', () => {
  it('says what the run will change before anything is written, and runs only when confirmed', async () => {
    const user = userEvent.setup();
    render(<Changes />);
    const dialog = screen.getByRole('dialog', { name: 'Run commissions for Oct 2026?' });
    expect(within(dialog).getByText(/^Nothing has been written yet/)).toBeTruthy();
    const rows = within(dialog).getByRole('region', { name: 'Commission rows' });
    expect(within(rows).getByRole('row', { name: 'To add 12' })).toBeTruthy();
    expect(
      within(rows).getByRole('row', { name: 'To replace (amount or rate changes) 3' }),
    ).toBeTruthy();
    expect(within(rows).getByRole('row', { name: 'To remove (no longer earned) 1' })).toBeTruthy();
    const current = within(dialog).getByRole('region', { name: 'Current ranks that change (2)' });
    expect(
      within(current)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Anil Kapoor: Builder → Leader', 'Priya Sharma: no rank → Starter']);
    expect(
      within(dialog).getByRole('region', { name: 'Ranks for Oct 2026 that change (1)' }),
    ).toBeTruthy();
    expect(Changes.args.onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Run Oct 2026' }));
    await waitFor(() => expect(Changes.args.onConfirm).toHaveBeenCalledOnce());
    expect(Changes.args.onConfirm).toHaveBeenCalledWith('2026-10-01');
  });

  it('says plainly when running the month again changes nothing', () => {
    render(<Nothing />);
    expect(
      screen.getByText(
        'Running Oct 2026 again changes nothing: the same commission rows and the same ranks.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('No current rank changes.')).toBeTruthy();
  });

  it('names at most 200 changes and counts the rest', () => {
    render(<Many />);
    const current = screen.getByRole('region', { name: 'Current ranks that change (203)' });
    expect(within(current).getAllByRole('listitem')).toHaveLength(201);
    expect(within(current).getByText('and 3 more')).toBeTruthy();
    expect(screen.getByText('41 members ranked for Oct 2026 for the first time.')).toBeTruthy();
  });

  it('asks for one run on a double click, busy until it is asked for', async () => {
    Starting.args.onConfirm?.mockClear();
    render(<Starting />);
    const run = screen.getByRole('button', { name: 'Run Oct 2026' }) as HTMLButtonElement;
    await doubleClick(run);
    await waitFor(() => expect(run.disabled).toBe(true));
    expect(Starting.args.onConfirm).toHaveBeenCalledOnce();
    expect(run.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('runs no month still in progress', async () => {
    MonthInProgress.args.onConfirm?.mockClear();
    const user = userEvent.setup();
    render(<MonthInProgress />);
    await user.click(screen.getByRole('button', { name: 'Run Nov 2026' }));
    expect(
      await screen.findByText('Month is still in progress: only completed months can be run'),
    ).toBeTruthy();
    expect(MonthInProgress.args.onConfirm).not.toHaveBeenCalled();
  });
});
