import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ManagedRentalForm.stories.tsx';

const { Default, Invalid, LocalityRefused } = composeStories(stories);

afterEach(cleanup);

const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);

describe('ManagedRentalForm', () => {
  it('offers the enumerations of spec 3', () => {
    render(<Default />);
    expect(options('Property type *')).toEqual(['Choose…', 'Apartment', 'Villa', 'Independent House', 'Studio', 'Penthouse', 'Duplex', 'Triplex']);
    expect(options('Furnishing')).toEqual(['Choose…', 'Fully Furnished', 'Semi Furnished', 'Unfurnished']);
    expect(options('Bedrooms')).toEqual(['Choose…', '1', '2', '3', '4', '5+']);
    expect(options('Bathrooms')).toEqual(['Choose…', '1', '2', '3', '4', '5+']);
    const amenities = screen.getByRole('group', { name: 'Amenities' });
    expect(within(amenities).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual([
      'Parking', 'Swimming Pool', 'Gym', 'Security', 'Elevator', 'Power Backup', 'Garden', 'Balcony', 'AC', 'Internet',
    ]);
    expect(screen.getByRole('button', { name: 'Submit application' }).closest('form')?.getAttribute('action')).toBe('/portal/user/submit-managed-rental');
  });

  it('keeps what was entered and shows each error by its field', () => {
    render(<Invalid />);
    expect((screen.getByLabelText('Locality') as HTMLInputElement).value).toBe('Viman Nagar');
    expect(screen.getByRole('combobox', { name: 'City' }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('checkbox', { name: 'Gym' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'AC' }) as HTMLInputElement).checked).toBe(false);
    const rent = screen.getByLabelText('Monthly rent (₹) *');
    expect(rent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rent.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Validation Error: Please fill in all required fields');
    expect(screen.getByText('Rental end date cannot be earlier than the rental start date')).toBeTruthy();
  });

  it('takes the city and locality from the catalogue, posted as property_location and locality', () => {
    render(<Default />);
    const city = screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
    expect(city.name).toBe('property_location');
    fireEvent.change(city, { target: { value: 'pu' } });
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Pune' }));
    expect(city.value).toBe('Pune');
    const locality = screen.getByRole('combobox', { name: 'Locality' }) as HTMLInputElement;
    expect(locality.name).toBe('locality');
    fireEvent.focus(locality);
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Hinjewadi', 'Koregaon Park', 'Viman Nagar', 'Wagholi']);
  });

  it('a refused locality can be proposed, and the application may use it at once', async () => {
    render(<LocalityRefused />);
    expect(screen.getByText('Choose a locality from the list or propose a new one')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Propose “Baner” as a new locality' }));
    expect(await screen.findByText('“Baner” is proposed: your application can use it now, and it joins the list for everyone once our team has reviewed it.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Locality' }) as HTMLInputElement).value).toBe('Baner');
  });
});
