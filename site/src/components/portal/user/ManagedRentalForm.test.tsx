import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageTable } from '../../../i18n/messages.ts';
import { translator } from '../../../i18n/t.ts';
import * as stories from './ManagedRentalForm.stories.tsx';

const { Default, Filled, Invalid, LocalityRefused, ClientErrors, Submitting, Hindi } = composeStories(stories);

/** Posts the browser would send: submit events nothing stopped before the story's own guard. */
let posts: FormData[] = [];
const count = (event: Event) => {
  if (!event.defaultPrevented) posts.push(new FormData(event.target as HTMLFormElement, (event as SubmitEvent).submitter));
};
beforeEach(() => {
  posts = [];
  window.addEventListener('submit', count);
});
afterEach(() => {
  window.removeEventListener('submit', count);
  cleanup();
});

const describedBy = (element: HTMLElement) => document.getElementById((element.getAttribute('aria-describedby') ?? '').split(' ').pop() ?? '')?.textContent;

const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);

describe('ManagedRentalForm', () => {
  it('offers the enumerations of spec 3', () => {
    render(<Default />);
    expect(options('Property type *')).toEqual(['Choose…', 'Apartment', 'Villa', 'Independent House', 'Studio', 'Penthouse', 'Duplex', 'Triplex']);
    expect(options('Furnishing')).toEqual(['Choose…', 'Fully furnished', 'Semi furnished', 'Unfurnished']);
    expect(options('Bedrooms')).toEqual(['Choose…', '1', '2', '3', '4', '5+']);
    expect(options('Bathrooms')).toEqual(['Choose…', '1', '2', '3', '4', '5+']);
    const amenities = screen.getByRole('group', { name: 'Amenities' });
    expect(within(amenities).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual([
      'Parking', 'Swimming Pool', 'Gym', 'Security', 'Elevator', 'Power Backup', 'Garden', 'Balcony', 'AC', 'Internet',
    ]);
    expect(screen.getByRole('button', { name: 'Submit application' }).closest('form')?.getAttribute('action')).toBe('/portal/user/submit-managed-rental');
  });

  it("names the choices in Hindi for a Hindi reader and posts the database's values", () => {
    render(<Hindi />);
    const type = screen.getByRole('combobox', { name: /प्रॉपर्टी का प्रकार/ });
    expect(within(type).getByRole('option', { name: 'स्वतंत्र मकान' }).getAttribute('value')).toBe('Independent House');
    const furnishing = screen.getByRole('combobox', { name: /फ़र्निशिंग/ }) as HTMLSelectElement;
    expect(furnishing.value).toBe('Semi Furnished');
    expect(furnishing.selectedOptions[0]?.textContent).toBe('सेमी फ़र्निश्ड');
    const backup = screen.getByRole('checkbox', { name: 'पावर बैकअप' }) as HTMLInputElement;
    expect([backup.value, backup.checked]).toEqual(['Power Backup', true]);
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

  it('checks the form in the browser: the message beside the field, the first one focused, nothing posted', async () => {
    const { container } = render(<ClientErrors />);
    await ClientErrors.play?.({ canvasElement: container } as never);
    const city = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(document.activeElement).toBe(city));
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(city)).toBe('Validation Error: Please fill in all required fields');
    expect(describedBy(screen.getByLabelText('Monthly rent (₹) *'))).toBe('Monthly rent must be greater than 0');
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields');
    expect(posts).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Submit application' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes a corrected field’s message away as it changes', async () => {
    render(<ClientErrors />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const rent = screen.getByLabelText('Monthly rent (₹) *');
    await waitFor(() => expect(rent.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.clear(rent);
    await userEvent.type(rent, '45000');
    await waitFor(() => expect(rent.getAttribute('aria-invalid')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'City' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows core’s message in Hindi as the server does', async () => {
    const hi = translator('hi');
    render(<ClientErrors messages={messageTable(hi, 'hi')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const rent = screen.getByLabelText('Monthly rent (₹) *');
    await waitFor(() => expect(describedBy(rent)).toBe(hi('validation.monthlyRentPositive')));
  });

  it('a valid form posts once, its button busy and disabled', async () => {
    const { container } = render(<Submitting />);
    await Submitting.play?.({ canvasElement: container } as never);
    const button = screen.getByRole('button', { name: 'Submitting…' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.get('property_location')).toBe('Pune');
    expect(posts[0]?.getAll('amenities')).toEqual(['Parking']);
  });

  it('filled in, nothing is marked', () => {
    render(<Filled />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).value).toBe('Pune');
  });
});
