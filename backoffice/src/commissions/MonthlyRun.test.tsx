import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { describedBy } from '../testing/describedBy.ts';
import { doubleClick } from '../testing/doubleClick.ts';
import * as stories from './MonthlyRun.stories.tsx';

const {
  Done,
  NeverRun,
  Running,
  Failed,
  Loading,
  Error,
  Start,
  StartThenCancel,
  Refused,
  PreviewFailed,
} = composeStories(stories);

afterEach(cleanup);

describe('MonthlyRun', () => {
  it("shows a finished run's summary and offers to run the month again", async () => {
    render(<Done />);
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Run of Oct 2026 finished on /,
    );
    expect(screen.getByRole('heading', { name: 'Ranks changed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run again' })).toBeTruthy();
  });

  it('shows what the run will change, starts it once confirmed, follows it and shows the summary', async () => {
    const user = userEvent.setup();
    render(<Start />);
    expect(await screen.findByText('This month has not been run yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Run commissions' }));
    expect(await screen.findByRole('progressbar', { name: 'Preview progress' })).toBeTruthy();
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Run commissions for Oct 2026?' },
      { timeout: 8_000 },
    );
    expect(
      within(dialog).getByRole('region', { name: 'Current ranks that change (2)' }),
    ).toBeTruthy();
    expect(
      screen.queryByRole('progressbar', { name: 'Run progress' }),
      'nothing runs yet',
    ).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Run Oct 2026' }));
    expect(await screen.findByRole('progressbar', { name: 'Run progress' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run commissions' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(
      await screen.findByRole('heading', { name: 'Commission rows written' }, { timeout: 8_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('runs nothing when the admin cancels the preview', async () => {
    const user = userEvent.setup();
    render(<StartThenCancel />);
    await user.click(await screen.findByRole('button', { name: 'Run commissions' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('This month has not been run yet.')).toBeTruthy();
  });

  it("shows a failed preview's reason", async () => {
    const user = userEvent.setup();
    render(<PreviewFailed />);
    await user.click(await screen.findByRole('button', { name: 'Run commissions' }));
    expect(
      await screen.findByText(
        'Could not work out what the run of Oct 2026 will change: connection reset',
      ),
    ).toBeTruthy();
  });

  it('offers to run a month that was never run', async () => {
    render(<NeverRun />);
    expect(await screen.findByText('This month has not been run yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run commissions' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('shows a running run with its progress and no way to start another', async () => {
    render(<Running />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Computing commissions for Oct 2026…',
    );
    expect(screen.getByRole('progressbar', { name: 'Run progress' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run commissions' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it("shows a failed run's reason", async () => {
    render(<Failed />);
    expect(await screen.findByText('The run of Oct 2026 failed: connection reset')).toBeTruthy();
  });

  it('says when the runs are loading or could not be read', async () => {
    const loading = render(<Loading />);
    expect(screen.getByLabelText('Runs loading')).toBeTruthy();
    loading.unmount();
    render(<Error />);
    expect(await screen.findByText('Failed to load commission runs')).toBeTruthy();
  });

  it("tells the admin the server's reason when a run cannot start", async () => {
    const user = userEvent.setup();
    render(<Refused />);
    await user.click(await screen.findByRole('button', { name: 'Run commissions' }));
    expect(
      await screen.findByText(
        'Could not preview the run: Month is still in progress: only completed months can be run',
      ),
    ).toBeTruthy();
  });
});

describe('MonthlyRun refusing a month', () => {
  it('says beside the month that it is in progress, focuses it and asks for no preview', async () => {
    const { MonthInProgress } = composeStories(stories);
    const ask = MonthInProgress.parameters.methods.previewMonthlyCommissions as Mock;
    ask.mockClear();
    const user = userEvent.setup();
    render(<MonthInProgress />);
    await screen.findByText('This month has not been run yet.');
    await user.click(screen.getByRole('button', { name: 'Run commissions' }));
    const month = screen.getByRole('combobox', { name: 'Month' });
    expect(await screen.findByText('Month is still in progress: only completed months can be run')).toBeTruthy();
    expect(describedBy(month)).toBe('Month is still in progress: only completed months can be run');
    await waitFor(() => expect(document.activeElement).toBe(month));
    expect(ask).not.toHaveBeenCalled();
  });

  it('runs the month chosen instead, and tells the page', async () => {
    const { MonthInProgress } = composeStories(stories);
    const ask = MonthInProgress.parameters.methods.previewMonthlyCommissions as Mock;
    ask.mockClear();
    const user = userEvent.setup();
    render(<MonthInProgress />);
    await screen.findByText('This month has not been run yet.');
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'Oct 2026' }));
    expect(MonthInProgress.args.onMonthChange).toHaveBeenLastCalledWith('2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Run commissions' }));
    await waitFor(() => expect(ask).toHaveBeenCalledWith('2026-10-01'));
  });
});

describe('MonthlyRun while starting', () => {
  it('asks for one preview on a double click on Run, busy while it is asked', async () => {
    const { Starting } = composeStories(stories);
    const start = Starting.parameters.methods.previewMonthlyCommissions as Mock;
    start.mockClear();
    render(<Starting />);
    const button = await screen.findByRole('button', { name: 'Run commissions' });
    await screen.findByText('This month has not been run yet.');
    await doubleClick(button);
    expect(start).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
