import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './OwnPropertyActions.stories.tsx';

const { Listed, Withdrawn, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('OwnPropertyActions', () => {
  it("links Edit to the listing's edit page and withdraws it through a form that comes back here", () => {
    render(<Listed />);
    expect(screen.getByRole('link', { name: 'Edit: 2 BHK with balcony in Hinjewadi' }).getAttribute('href')).toBe('/portal/user/my-properties/o-1/edit');
    const withdraw = screen.getByRole('button', { name: 'Withdraw: 2 BHK with balcony in Hinjewadi' });
    const form = withdraw.closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/portal/user/my-properties/withdraw');
    expect(Object.fromEntries(new FormData(form))).toEqual({ property_id: 'o-1', next: '/my-properties' });
  });

  it('asks before deleting, naming the listing and its photos', async () => {
    render(<Listed />);
    const details = screen.getByText('Delete').closest('details') as HTMLDetailsElement;
    expect(details.open, 'folded until asked').toBe(false);
    await userEvent.click(screen.getByText('Delete'));
    expect(details.open, 'open after Delete').toBe(true);
    expect(screen.getByText('Delete “2 BHK with balcony in Hinjewadi” and all its photos? This cannot be undone.')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Yes, delete for good' });
    expect((confirm.closest('form') as HTMLFormElement).getAttribute('action')).toBe('/portal/user/my-properties/delete');
  });

  it('offers no Withdraw for a listing already withdrawn', () => {
    render(<Withdrawn />);
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit: Old flat in Wagholi' })).toBeTruthy();
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('link', { name: 'बदलें: 2 BHK with balcony in Hinjewadi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'वापस लें: 2 BHK with balcony in Hinjewadi' })).toBeTruthy();
  });
});
