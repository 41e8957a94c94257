import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import * as stories from './MonthlyRun.stories.tsx';

const { Done, NeverRun, Running, Failed, Loading, Error, Start, Refused } = composeStories(stories);

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

  it('starts the chosen month, follows its progress and then shows the summary', async () => {
    const user = userEvent.setup();
    render(<Start />);
    expect(await screen.findByText('This month has not been run yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Run commissions' }));
    expect(await screen.findByRole('progressbar', { name: 'Run progress' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run commissions' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(
      await screen.findByRole('heading', { name: 'Commission rows written' }, { timeout: 8_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
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
      await screen.findByText('Could not start the run: Month cannot be in the future'),
    ).toBeTruthy();
  });
});

describe('MonthlyRun while starting', () => {
  it('sends one start for a double click on Run, busy while it runs', async () => {
    const { Starting } = composeStories(stories);
    const start = Starting.parameters.methods.runMonthlyCommissions as Mock;
    start.mockClear();
    render(<Starting />);
    const button = await screen.findByRole('button', { name: 'Run commissions' });
    await screen.findByText('This month has not been run yet.');
    await doubleClick(button);
    expect(start).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
