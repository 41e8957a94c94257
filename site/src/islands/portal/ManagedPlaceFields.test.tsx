import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ManagedPlaceFields.stories.tsx';

const { Empty, Filled, Refused, NoCatalogue } = composeStories(stories);

afterEach(cleanup);

const city = () => screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
const locality = () => screen.getByRole('combobox', { name: 'Locality' }) as HTMLInputElement;

describe('ManagedPlaceFields', () => {
  it("posts under the application's field names", async () => {
    render(<Empty />);
    expect(city().name).toBe('property_location');
    expect(city().id).toBe('managed-property_location');
    expect(locality().name).toBe('locality');
    await userEvent.type(city(), 'pu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(city().value).toBe('Pune');
  });

  it('keeps a place sent back with the form', () => {
    render(<Filled />);
    expect([city().value, locality().value]).toEqual(['Pune', 'Viman Nagar']);
  });

  it("shows the database's refusal beside the city", () => {
    render(<Refused />);
    expect(city().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a city from the list')).toBeTruthy();
  });

  it('suggests nothing from an empty catalogue', async () => {
    render(<NoCatalogue />);
    await userEvent.type(city(), 'Pune');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });
});
