import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './RejectDialog.stories.tsx';

const { Default, Saving, Refused } = composeStories(stories);

afterEach(cleanup);

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Reject Listing' }));

describe('RejectDialog', () => {
  it('names the listing, asks for a reason, then rejects and closes', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const d = await dialog();
    expect(d.getByText(/1 RK studio near Hinjewadi Phase 1/)).toBeTruthy();
    await user.click(d.getByRole('button', { name: 'Reject' }));
    expect(await d.findByText('A reason is required to reject a listing')).toBeTruthy();
    expect(Default.args.onClose).not.toHaveBeenCalled();
    await user.type(d.getByLabelText(/^Reason for rejecting/), 'Photos of another flat');
    expect(d.getByText('22/1000')).toBeTruthy();
    await user.click(d.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Property rejected: the owner sees your reason')).toBeTruthy();
    expect(Default.args.onClose).toHaveBeenCalled();
  });

  it('disables Reject while saving, so one click rejects once', async () => {
    const user = userEvent.setup();
    render(<Saving />);
    const d = await dialog();
    await user.type(d.getByLabelText(/^Reason for rejecting/), 'Blurry photos');
    await user.click(d.getByRole('button', { name: 'Reject' }));
    expect((d.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the refusal with the server's message and stays open", async () => {
    const user = userEvent.setup();
    render(<Refused />);
    const d = await dialog();
    await user.type(d.getByLabelText(/^Reason for rejecting/), 'Blurry photos');
    await user.click(d.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Failed to reject property: Only admins can reject properties'),
    ).toBeTruthy();
    expect(Refused.args.onClose).not.toHaveBeenCalled();
  });
});
