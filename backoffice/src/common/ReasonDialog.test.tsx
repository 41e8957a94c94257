import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { describedBy } from '../testing/describedBy.ts';
import { doubleClick } from '../testing/doubleClick.ts';
import * as stories from './ReasonDialog.stories.tsx';

const { Default, Refused, InAList, Sending } = composeStories(stories);

afterEach(cleanup);

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Decline Application' }));

describe('ReasonDialog', () => {
  it('opens with focus in the reason, so the person can type at once', async () => {
    render(<Default />);
    const d = await dialog();
    await waitFor(() => expect(document.activeElement).toBe(d.getByLabelText(/^Reason for declining/)));
  });

  it('needs a reason, then submits it trimmed and closes', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const d = await dialog();
    await user.click(d.getByRole('button', { name: 'Decline' }));
    expect(await d.findByText('A reason is required to decline an application')).toBeTruthy();
    expect(Default.args.submit).not.toHaveBeenCalled();
    await user.type(d.getByLabelText(/^Reason for declining/), '  Rent far above the area ');
    await user.click(d.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Application Declined')).toBeTruthy();
    expect(Default.args.submit).toHaveBeenCalledWith('Rent far above the area');
    expect(Default.args.onClose).toHaveBeenCalled();
  });

  it('says beside a reason of spaces only that it is missing, and puts the cursor back in it', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const d = await dialog();
    const reason = d.getByLabelText(/^Reason for declining/);
    await user.type(reason, '   ');
    await user.click(d.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(describedBy(reason)).toBe('A reason is required to decline an application'));
    expect(document.activeElement).toBe(reason);
  });

  it('sends one refusal for a double click, busy while it runs', async () => {
    const user = userEvent.setup();
    render(<Sending />);
    const d = await dialog();
    await user.type(d.getByLabelText(/^Reason for declining/), 'Documents missing');
    const button = d.getByRole('button', { name: 'Decline' });
    await doubleClick(button);
    expect(Sending.args.submit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("stays open with the server's message when refused", async () => {
    const user = userEvent.setup();
    render(<Refused />);
    const d = await dialog();
    await user.type(d.getByLabelText(/^Reason for declining/), 'Documents missing');
    await user.click(d.getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('Failed to decline application: Only submitted or under review applications can be declined'),
    ).toBeTruthy();
    expect(Refused.args.onClose).not.toHaveBeenCalled();
  });

  it('puts focus on the list, not the page body, when the refused row leaves it', async () => {
    const user = userEvent.setup();
    render(<InAList />);
    await user.click(screen.getByRole('button', { name: 'Decline 2 BHK in Baner' }));
    const d = await dialog();
    await user.type(d.getByLabelText(/^Reason for declining/), 'Documents missing');
    await user.click(d.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Decline 2 BHK in Baner' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Pending applications' })));
  });

  it('gives focus back to the button that opened it when cancelled', async () => {
    const user = userEvent.setup();
    render(<InAList />);
    await user.click(screen.getByRole('button', { name: 'Decline 2 BHK in Baner' }));
    const d = await dialog();
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Decline 2 BHK in Baner' })));
  });
});
