import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './SavedSearchList.stories.tsx';

const { Default, Hindi, Empty, Error } = composeStories(stories);

afterEach(cleanup);

describe('SavedSearchList', () => {
  it('shows each search with what it looks for, opens it again, and renames, re-times or deletes it', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Saved searches' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Baner 2 BHK' })).toBeTruthy();
    expect(screen.getByText('2 BHK · in Baner, Pune · up to ₹30,000 · Saved 22 Nov 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open search: Baner 2 BHK' }).getAttribute('href')).toBe(
      '/properties?city=Pune&locality=Baner&max_rent=30000&bhk=2',
    );
    const form = screen.getByRole('form', { name: 'Save changes: Family homes in Bengaluru' }) as HTMLFormElement;
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Family homes in Bengaluru');
    expect((within(form).getByLabelText('Email alerts') as HTMLSelectElement).value).toBe('daily');
    expect(within(form).getAllByRole('option').map((option) => option.textContent)).toEqual(['As homes are listed', 'Daily digest', 'No emails']);
    expect(form.getAttribute('action')).toBe('/portal/user/saved/search-update');
    const remove = screen.getByRole('button', { name: 'Delete: Anything' }).closest('form') as HTMLFormElement;
    expect(remove.getAttribute('action')).toBe('/portal/user/saved/search-delete');
    expect((remove.elements.namedItem('id') as HTMLInputElement).value).toBe('ss-3');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('heading', { name: 'सेव की गई खोजें' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^बदलाव सेव करें/ })).toHaveLength(3);
  });

  it('points to the search page when there are none', () => {
    render(<Empty />);
    expect(screen.getByText('Save a search from the search page to hear of new homes that match it.')).toBeTruthy();
  });

  it('shows the error and Try again', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load saved searches');
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
  });
});
