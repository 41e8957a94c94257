import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './PlaceSearchFields.stories.tsx';

const { Empty, Filled, NoCatalogue, WithoutScript, Hindi } = composeStories(stories);

const city = () => screen.getByRole('combobox', { name: 'City' });
const locality = () => screen.getByRole('combobox', { name: 'Locality' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);

describe('PlaceSearchFields', () => {
  it('suggests cities as the visitor types and picks one with the keys', async () => {
    render(<Empty />);
    expect(locality().getAttribute('aria-describedby')).toBe('story-locality-hint');
    expect(screen.getByText('Choose a city first')).toBeTruthy();
    await userEvent.type(city(), 'mu');
    expect(city().getAttribute('aria-expanded')).toBe('true');
    expect(options()).toEqual(['Mumbai', 'Navi Mumbai']);
    expect(screen.getByText('2 suggestions: use the up and down keys to choose.').getAttribute('role')).toBe('status');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(city().getAttribute('aria-activedescendant')).toBe('story-city-list-1');
    await userEvent.keyboard('{Enter}');
    expect((city() as HTMLInputElement).value).toBe('Navi Mumbai');
    expect(city().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Choose one, or leave it empty for the whole city.')).toBeTruthy();
  });

  it('suggests the chosen city’s localities, picked with a click', async () => {
    render(<Empty />);
    await userEvent.type(city(), 'Pune');
    await userEvent.type(locality(), 'na');
    expect(options()).toEqual(['Viman Nagar']);
    await userEvent.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('option', { name: 'Viman Nagar' }) });
    expect((locality() as HTMLInputElement).value).toBe('Viman Nagar');
    await userEvent.type(locality(), '{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('clears a locality of another city and closes with Escape', async () => {
    render(<Filled />);
    await userEvent.clear(city());
    await userEvent.type(city(), 'Mumbai');
    await userEvent.keyboard('{Escape}');
    expect(city().getAttribute('aria-expanded')).toBe('false');
    await userEvent.tab();
    expect((locality() as HTMLInputElement).value, 'Viman Nagar is in Pune').toBe('');
  });

  it('sends the catalogue’s spelling of a name typed in another case', async () => {
    render(<Filled />);
    await userEvent.clear(city());
    await userEvent.type(city(), 'pune');
    await userEvent.clear(locality());
    await userEvent.type(locality(), 'viman nagar');
    const form = screen.getByRole('form', { name: 'Search homes' }) as HTMLFormElement;
    // What a browser does as the form is sent (jsdom has no formdata event of its own).
    const sent = new FormData(form);
    form.dispatchEvent(Object.assign(new Event('formdata'), { formData: sent }));
    expect([sent.get('city'), sent.get('locality')]).toEqual(['Pune', 'Viman Nagar']);
  });

  it('takes typed names when the catalogue could not be read', async () => {
    render(<NoCatalogue />);
    await userEvent.type(city(), 'Pune');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((city() as HTMLInputElement).value).toBe('Pune');
  });

  it('is two labelled text boxes before its script runs, and speaks Hindi', () => {
    const { unmount } = render(<WithoutScript />);
    expect(screen.getByRole('textbox', { name: 'City' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Locality' })).toBeTruthy();
    unmount();
    render(<Hindi />);
    expect((screen.getByRole('combobox', { name: 'शहर' }) as HTMLInputElement).value).toBe('Pune');
    expect(screen.getByRole('combobox', { name: 'इलाका' })).toBeTruthy();
  });
});
