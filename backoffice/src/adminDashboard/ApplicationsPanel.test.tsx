import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import { findToast } from '../testing/toasts.ts';
import * as stories from './ApplicationsPanel.stories.tsx';

const { Default, Loading, Empty, Error, ApproveFails } = composeStories(stories);

const approve = (Default.parameters.methods as Record<string, Mock>)
  .approveAndConfigureManagedProperty as Mock;

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

  it('Approve opens Approve & Configure, the one approval, and approves with its defaults', async () => {
    approve.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    (await screen.findByRole('button', { name: 'Approve: Baner, Pune' })).focus();
    await user.keyboard('{Enter}');
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Approve & Configure Property' }),
    );
    expect((dialog.getByLabelText('RVL Amount (₹)') as HTMLInputElement).value).toBe('32000');
    expect((dialog.getByLabelText('Commission (%)') as HTMLInputElement).value).toBe('8');
    await user.click(dialog.getByRole('button', { name: 'Approve & Configure' }));
    expect(approve).toHaveBeenCalledWith(
      'a1',
      expect.objectContaining({ monthly_rent: 32000, rvl_amount: 32000, commission_percentage: 8 }),
    );
    expect((await findToast()).textContent).toBe(
      'Property Approved: The managed rental property has been approved and configured.',
    );
  });

  it("says 'Failed to approve application' with the database's reason", async () => {
    const user = userEvent.setup();
    render(<ApproveFails />);
    await user.click(await screen.findByRole('button', { name: 'Approve: Baner, Pune' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Approve & Configure Property' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Approve & Configure' }));
    expect(
      await screen.findByText(
        'Failed to approve application: This application is already configured as a managed property',
      ),
    ).toBeTruthy();
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
  it('sends one approval for a double click on Approve & Configure, busy while it runs', async () => {
    const { Approving } = composeStories(stories);
    const approve = Approving.parameters.methods.approveAndConfigureManagedProperty as Mock;
    approve.mockClear();
    render(<Approving />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve: Baner, Pune' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve & Configure Property' });
    const button = within(dialog).getByRole('button', { name: 'Approve & Configure' });
    await doubleClick(button);
    expect(approve).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
