import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './UnlistDialog.stories.tsx';

const { Default, Saving } = composeStories(stories);

afterEach(cleanup);

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Unlist reported listing' }));

describe('UnlistDialog', () => {
  it('names the listing, says the owner reads the reason, and closes once unlisted', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const d = await dialog();
    expect(d.getByText('2 BHK in Viman Nagar, deposit by UPI first. It leaves the site; the owner sees this reason with their listing.')).toBeTruthy();
    await user.type(d.getByLabelText(/^Reason the owner sees/), 'Fraud');
    await user.click(d.getByRole('button', { name: 'Unlist' }));
    expect(await screen.findByText('Listing unlisted')).toBeTruthy();
    expect(Default.args.onClose).toHaveBeenCalled();
  });

  it('disables Unlist while saving, so one click answers once', async () => {
    const user = userEvent.setup();
    render(<Saving />);
    const d = await dialog();
    await user.type(d.getByLabelText(/^Reason the owner sees/), 'Fraud');
    await user.click(d.getByRole('button', { name: 'Unlist' }));
    expect((d.getByRole('button', { name: 'Unlist' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
