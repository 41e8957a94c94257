import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './SaveSearchForm.stories.tsx';

const { Default, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('SaveSearchForm', () => {
  it('saves the search\'s address under a name with alerts as homes are listed to start with, shown to a session', () => {
    render(<Default />);
    const form = screen.getByRole('button', { name: 'Save search' }).closest('form') as HTMLFormElement;
    expect(form.dataset.session).toBe('in');
    expect(form.getAttribute('action')).toBe('/properties/save');
    expect((form.elements.namedItem('search') as HTMLInputElement).value).toBe('city=Pune&bhk=2&max_rent=30000');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('2 BHK · in Pune · up to ₹30,000');
    expect((screen.getByLabelText('Email alerts') as HTMLSelectElement).value).toBe('instant');
  });

  it('asks a visitor to sign in and come back to the search, shown without a session', () => {
    render(<Default />);
    const link = screen.getByRole('link', { name: 'Sign in to save this search and get alerts' });
    expect(link.getAttribute('href')).toBe('/auth?next=%2Fproperties%3Fcity%3DPune%26bhk%3D2%26max_rent%3D30000');
    expect(link.dataset.session).toBe('out');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('heading', { name: 'यह खोज सेव करें' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'रोज़ाना सारांश' })).toBeTruthy();
  });
});
