import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ShadowPowerPage.stories.tsx';

const { Default, Loading, Empty, Error } = composeStories(stories);

afterEach(cleanup);

describe('ShadowPowerPage', () => {
  it('lists active shadow powers and affiliates with Add or Edit', async () => {
    render(<Default />);
    const active = await screen.findByRole('list', { name: 'Active Shadow Powers' });
    expect(within(active).getByText('Priya Sharma · ₹1,50,000')).toBeTruthy();
    const affiliates = await screen.findByRole('list', { name: 'Affiliates' });
    expect(within(affiliates).getByRole('button', { name: 'Edit Shadow Power: Priya Sharma' })).toBeTruthy();
    expect(within(affiliates).getByRole('button', { name: 'Add Shadow Power: Rahul Verma' })).toBeTruthy();
  });

  it('searches by name, affiliate ID or email', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const search = await screen.findByPlaceholderText('Search by name, affiliate ID, or email...');
    await user.type(search, 'aff10077');
    const affiliates = screen.getByRole('list', { name: 'Affiliates' });
    await waitFor(() => expect(within(affiliates).queryByText('Priya Sharma')).toBeNull());
    expect(within(affiliates).getByText('Rahul Verma')).toBeTruthy();
  });

  it("pre-fills the Configure dialog from the affiliate's record", async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(await screen.findByRole('button', { name: 'Edit Shadow Power: Priya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Shadow Power' });
    expect((within(dialog).getByLabelText(/Shadow power amount/) as HTMLInputElement).value).toBe('150000');
    expect((within(dialog).getByLabelText(/Notes/) as HTMLInputElement).value).toBe('Launch support');
  });

  it('shows loading, empty and failure states', async () => {
    const loading = render(<Loading />);
    expect(await screen.findByLabelText('Affiliates loading')).toBeTruthy();
    loading.unmount();
    const empty = render(<Empty />);
    expect(await screen.findByText('No active shadow powers.')).toBeTruthy();
    expect(await screen.findByText('No active affiliates match this search.')).toBeTruthy();
    empty.unmount();
    render(<Error />);
    expect((await screen.findAllByText('Failed to load shadow power data')).length).toBeGreaterThan(0);
  });
});
