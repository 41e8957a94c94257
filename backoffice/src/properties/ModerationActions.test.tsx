import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import { findToast, toasts } from '../testing/toasts.ts';
import * as stories from './ModerationActions.stories.tsx';

const { Pending, Verified, ApproveRefused, BulkSelection, BulkNothingSelected } =
  composeStories(stories);


const methods = Pending.parameters.methods as Record<string, Mock>;

describe('ModerationActions', { timeout: 30_000 }, () => {
  // The approval goes once its notification has closed (react-admin's four seconds).
  const WRITE = { timeout: 10_000 };

  it('approves a listing waiting for review once Undo has passed, busy meanwhile', async () => {
    const approve = methods.approveListing as Mock;
    approve.mockClear();
    const user = userEvent.setup();
    render(<Pending />);
    const button = screen.getByRole('button', { name: /^Approve / });
    await user.click(button);
    const toast = await findToast();
    expect(toast.textContent).toBe('Approved: 1 RK studio near Hinjewadi Phase 1Undo');
    expect(approve, 'nothing is written while Undo is offered').not.toHaveBeenCalled();
    expect((button as HTMLButtonElement).disabled, 'a second click approves nothing more').toBe(true);
    expect(button.textContent).toBe('Approving…');
    await waitFor(() => expect(approve).toHaveBeenCalledWith('p3'), WRITE);
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('approves once on a double click', async () => {
    const approve = methods.approveListing as Mock;
    approve.mockClear();
    render(<Pending />);
    await doubleClick(screen.getByRole('button', { name: /^Approve / }));
    await waitFor(() => expect(approve).toHaveBeenCalledTimes(1), WRITE);
    expect(toasts().length, 'one notification with Undo').toBeLessThanOrEqual(1);
  });

  it('writes nothing when the admin clicks Undo, and the listing can be approved again', async () => {
    const approve = methods.approveListing as Mock;
    approve.mockClear();
    const user = userEvent.setup();
    render(<Pending />);
    await user.click(screen.getByRole('button', { name: /^Approve / }));
    await user.click(within(await findToast()).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(toasts().map((t) => t.textContent)).toEqual([
        'Approval undone: 1 RK studio near Hinjewadi Phase 1 still waits for review',
      ]),
    WRITE);
    expect(approve).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: /^Approve / }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Approve');
  });

  it('opens Reject Listing for the listing from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Pending />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Reject / }));
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Listing' }));
    expect(dialog.getByText(/^1 RK studio near Hinjewadi Phase 1\./)).toBeTruthy();
  });

  it('offers only Reject for a verified listing', () => {
    render(<Verified />);
    expect(screen.queryByRole('button', { name: /^Approve / })).toBeNull();
    expect(screen.getByRole('button', { name: /^Reject / })).toBeTruthy();
  });

  it("shows the database's refusal once the approval is sent", async () => {
    const user = userEvent.setup();
    render(<ApproveRefused />);
    await user.click(screen.getByRole('button', { name: /^Approve / }));
    await waitFor(
      () =>
        expect(toasts().map((t) => t.textContent)).toEqual([
          'Failed to approve property: Only admins can approve properties',
        ]),
      WRITE,
    );
    expect((screen.getByRole('button', { name: /^Approve / }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('approves the ticked listings in one call', async () => {
    methods.approveListings?.mockClear();
    const user = userEvent.setup();
    render(<BulkSelection />);
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(methods.approveListings).toHaveBeenCalledWith(['p3', 'p4']);
    expect((await findToast()).textContent).toBe('2 properties approved successfully');
  });

  it('cannot approve a selection of none', () => {
    render(<BulkNothingSelected />);
    expect(
      (screen.getByRole('button', { name: 'Approve selected' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('Approve selected beyond one call', () => {
  const { BulkOverLimit, BulkInProgress, BulkRefusedHalfway } = composeStories(stories);
  const approveListings = (story: { parameters: Record<string, unknown> }) =>
    (story.parameters.methods as Record<string, Mock>).approveListings as Mock;
  const many = Array.from({ length: 178 }, (_, i) => `bulk-${i + 1}`);

  it('approves 178 ticked listings in batches of 100 and says how many', async () => {
    const approve = approveListings(BulkOverLimit);
    approve.mockClear();
    const user = userEvent.setup();
    render(<BulkOverLimit />);
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect((await findToast()).textContent).toBe('178 properties approved successfully');
    expect(approve.mock.calls).toEqual([[many.slice(0, 100)], [many.slice(100)]]);
  });

  it('shows its progress and is busy while the batches run', async () => {
    const user = userEvent.setup();
    render(<BulkInProgress />);
    const button = screen.getByRole('button', { name: 'Approve selected' });
    await user.click(button);
    expect((await screen.findByRole('status')).textContent).toBe('Approving 100 of 178…');
    expect(screen.getByRole('progressbar', { name: 'Approving 100 of 178…' })).toBeTruthy();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('keeps what was approved when a later batch is refused, and goes on from the rest', async () => {
    const approve = approveListings(BulkRefusedHalfway);
    const user = userEvent.setup();
    render(<BulkRefusedHalfway />);
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect((await findToast()).textContent).toBe(
      'Failed to approve property: Only admins can approve properties. 100 of 178 were approved before it.',
    );
    approve.mockClear();
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(approve).toHaveBeenCalledWith(many.slice(100));
  });
});
