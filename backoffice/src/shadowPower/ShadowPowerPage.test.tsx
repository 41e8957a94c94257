import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ShadowPowerPage.stories.tsx';

const { Default, Filtered, ManyActive, Loading, Empty, Error } = composeStories(stories);

afterEach(cleanup);

const section = (name: string) => screen.getByRole('region', { name });

describe('ShadowPowerPage', () => {
  it('lists active shadow powers with Edit, and affiliates with Add or Edit', async () => {
    render(<Default />);
    const active = section('Active Shadow Powers');
    const priya = (await within(active).findByText('Priya Sharma')).closest('tr') as HTMLElement;
    expect(within(priya).getByText('₹1,50,000')).toBeTruthy();
    expect(within(priya).getByText('AFF10042')).toBeTruthy();
    expect(within(priya).getByRole('button', { name: 'Edit shadow power of Priya Sharma' })).toBeTruthy();
    const affiliates = section('Affiliates');
    expect(await within(affiliates).findByRole('button', { name: 'Edit Shadow Power: Priya Sharma' })).toBeTruthy();
    expect(within(affiliates).getByRole('button', { name: 'Add Shadow Power: Rahul Verma' })).toBeTruthy();
  });

  it('searches by name, affiliate ID or email', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const search = await screen.findByPlaceholderText('Search by name, affiliate ID, or email...');
    const affiliates = section('Affiliates');
    await within(affiliates).findByText('Rahul Verma');
    await user.type(search, 'aff10077');
    await waitFor(() => expect(within(affiliates).queryByText('Priya Sharma')).toBeNull());
    expect(within(affiliates).getByText('Rahul Verma')).toBeTruthy();
  });

  it('opens on the search the address holds', async () => {
    render(<Filtered />);
    const affiliates = section('Affiliates');
    expect(await within(affiliates).findByText('Rahul Verma')).toBeTruthy();
    expect(within(affiliates).queryByText('Priya Sharma')).toBeNull();
  });

  it('pages active shadow powers past 100', async () => {
    const user = userEvent.setup();
    render(<ManyActive />);
    const active = section('Active Shadow Powers');
    expect(await within(active).findByText('Affiliate 1')).toBeTruthy();
    expect(within(active).getByText('1-25 of 130')).toBeTruthy();
    await user.click(within(active).getByRole('button', { name: 'Go to page 6' }));
    expect(await within(active).findByText('Affiliate 130')).toBeTruthy();
    expect(within(active).getByText('126-130 of 130')).toBeTruthy();
  });

  it("pre-fills the Configure dialog from the record, from the active list's Edit", async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(await screen.findByRole('button', { name: 'Edit shadow power of Priya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Shadow Power' });
    expect((within(dialog).getByLabelText(/Shadow power amount/) as HTMLInputElement).value).toBe('150000');
    expect((within(dialog).getByLabelText(/Notes/) as HTMLInputElement).value).toBe('Launch support');
  });

  it('shows loading, empty and failure states', async () => {
    const loading = render(<Loading />);
    await screen.findByRole('heading', { name: 'Affiliates' });
    expect(screen.queryByRole('table')).toBeNull();
    loading.unmount();
    const empty = render(<Empty />);
    expect(await screen.findByText('No active shadow powers.')).toBeTruthy();
    expect(await screen.findByText('No active affiliates match this search.')).toBeTruthy();
    empty.unmount();
    render(<Error />);
    await waitFor(() => expect(screen.getAllByText('Failed to load shadow power data')).toHaveLength(2));
  });
});
