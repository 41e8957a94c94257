import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import { findToast } from '../testing/toasts.ts';
import * as stories from './ApplicationsPanel.stories.tsx';

const { Default, Loading, Empty, Error, ApproveFails } = composeStories(stories);

const approveApplication = (Default.parameters.methods as Record<string, Mock>)
  .approveApplication as Mock;

describe('ApplicationsPanel', () => {
  it('lists the applications with place, rent a month, submitted date and status', async () => {
    render(<Default />);
    const list = await screen.findByRole('list', { name: 'Applications' });
    const [pune, chennai] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(pune).getByText('Baner, Pune')).toBeTruthy();
    expect(within(pune).getByText('₹32,000/month · Submitted 21 Nov 2026')).toBeTruthy();
    expect(within(pune).getByText('Submitted')).toBeTruthy();
    expect(within(chennai).getByText('Approved')).toBeTruthy();
    expect(within(chennai).queryByRole('button')).toBeNull();
  });

  it('approves a submitted application from the keyboard and says so', async () => {
    approveApplication.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    (await screen.findByRole('button', { name: 'Approve: Baner, Pune' })).focus();
    await user.keyboard('{Enter}');
    expect(approveApplication).toHaveBeenCalledWith('a1');
    expect((await findToast()).textContent).toBe('Application approved successfully');
  });

  it("says 'Failed to approve application' when the database refuses", async () => {
    const user = userEvent.setup();
    render(<ApproveFails />);
    await user.click(await screen.findByRole('button', { name: 'Approve: Baner, Pune' }));
    expect((await findToast()).textContent).toBe('Failed to approve application');
  });

  it('shows a placeholder while loading, the empty text, and the load failure', async () => {
    const loading = render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Applications loading' })).toBeTruthy();
    loading.unmount();
    const empty = render(<Empty />);
    expect(await screen.findByText('No managed rental applications yet.')).toBeTruthy();
    empty.unmount();
    render(<Error />);
    expect((await findToast()).textContent).toBe('Failed to load admin dashboard data');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Failed to load admin dashboard data',
      'Failed to load admin dashboard data',
    ]);
  });
});

describe('ApplicationsPanel while approving', () => {
  it('sends one approval for a double click, busy while it runs', async () => {
    const { Approving } = composeStories(stories);
    const approve = Approving.parameters.methods.approveApplication as Mock;
    approve.mockClear();
    render(<Approving />);
    const button = await screen.findByRole('button', { name: 'Approve: Baner, Pune' });
    await doubleClick(button);
    expect(approve).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
