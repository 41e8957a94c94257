import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './DeclineDialog.stories.tsx';

const { Default, Saving, Refused } = composeStories(stories);

afterEach(cleanup);

const dialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Decline Application' }));

describe('DeclineDialog', () => {
  it('names the property and landlord, needs a reason, then declines and closes', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const d = await dialog();
    expect(d.getByText(/Pune · Farah Khan/)).toBeTruthy();
    await user.click(d.getByRole('button', { name: 'Decline' }));
    expect(await d.findByText('A reason is required to decline an application')).toBeTruthy();
    expect(Default.args.onClose).not.toHaveBeenCalled();
    await user.type(d.getByLabelText(/^Reason for declining/), 'Rent far above the area');
    await user.click(d.getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText(
        'Application Declined: The managed rental application has been declined.',
      ),
    ).toBeTruthy();
    expect(Default.args.onClose).toHaveBeenCalled();
  });

  it('disables Decline while saving', async () => {
    const user = userEvent.setup();
    render(<Saving />);
    const d = await dialog();
    await user.type(d.getByLabelText(/^Reason for declining/), 'Documents missing');
    await user.click(d.getByRole('button', { name: 'Decline' }));
    expect((d.getByRole('button', { name: 'Decline' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows 'Failed to decline application' with the server's message and stays open", async () => {
    const user = userEvent.setup();
    render(<Refused />);
    const d = await dialog();
    await user.type(d.getByLabelText(/^Reason for declining/), 'Documents missing');
    await user.click(d.getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText(
        'Failed to decline application: Only submitted or under review applications can be declined',
      ),
    ).toBeTruthy();
    expect(Refused.args.onClose).not.toHaveBeenCalled();
  });
});
