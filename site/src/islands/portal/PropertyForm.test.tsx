import { composeStories } from '@storybook/react-vite';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './PropertyForm.stories.tsx';

const { Default, WithPhotos, ServerError, RefusedValue, RefusedLocality, PhotoWithoutAddress, PhotoUploading, Sending, Editing, Hindi } = composeStories(stories);

afterEach(cleanup);

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Title'), '2 BHK with balcony in Baner');
  await userEvent.type(screen.getByLabelText('City'), 'Pune');
  await userEvent.type(screen.getByLabelText('Monthly rent (₹)'), '32000');
  await userEvent.selectOptions(screen.getByLabelText('Bedrooms'), '5+');
}

describe('PropertyForm', () => {
  it('checks the form with core’s schema before sending, each error by its field', async () => {
    const submit = vi.fn();
    render(<Default submit={submit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields');
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Title is required');
    expect(screen.getByText('Rent is required')).toBeTruthy();
    expect(document.activeElement).toBe(title);
    expect(submit).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in the page’s order, the city’s type-ahead included', async () => {
    const submit = vi.fn();
    render(<Default submit={submit} />);
    await userEvent.type(screen.getByLabelText('Title'), '2 BHK with balcony in Baner');
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(document.activeElement).toBe(city);
    expect(document.getElementById(city.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe('City is required');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the rental facts as core reads them, and refuses a floor above the building beside it', async () => {
    const submit = vi.fn(async () => ({ id: 'p-new' }));
    render(<Default submit={submit} />);
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Maintenance a month (₹, optional)'), '3,500');
    await userEvent.type(screen.getByLabelText('Floor (optional)'), '14');
    await userEvent.type(screen.getByLabelText('Floors in the building (optional)'), '10');
    await userEvent.selectOptions(screen.getByLabelText('Parking space'), 'Car');
    await userEvent.selectOptions(screen.getByLabelText('Pets allowed'), 'Yes');
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    const floor = screen.getByLabelText('Floor (optional)');
    expect(document.activeElement, 'the refused fact takes the cursor').toBe(floor);
    expect(screen.getByText('The floor cannot be above the top floor of the building')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    await userEvent.clear(floor);
    await userEvent.type(floor, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({
      maintenance_charges: 3500, floor: 4, total_floors: 10, parking: 'four_wheeler', pets_allowed: true, water_supply: null, year_built: null,
    }));
  });

  it('clears a message once the field is put right', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    const title = screen.getByLabelText('Title');
    await userEvent.type(title, '2 BHK');
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Title is required')).toBeNull();
  });

  it('refuses a photo without a web address beside the photo picker and focuses it', async () => {
    const submit = vi.fn();
    render(<PhotoWithoutAddress submit={submit} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    const picker = screen.getByLabelText('Add photos');
    expect(document.activeElement).toBe(picker);
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('waits for a photo still uploading and sends nothing', async () => {
    const submit = vi.fn();
    render(<PhotoUploading submit={submit} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    expect(screen.getByRole('alert').textContent).toBe('Wait for the photos to finish uploading');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the listing with amenities and photos in order, then says what happens next', async () => {
    const submit = vi.fn(async (_listing: Record<string, unknown>) => ({ id: 'p-new' }));
    render(<WithPhotos submit={submit} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move earlier: kitchen.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    expect(await screen.findByText('Property submitted. It appears in search once it is verified.')).toBeTruthy();
    const listing = submit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(listing).toMatchObject({ title: '2 BHK with balcony in Baner', city: 'Pune', rent: 32000, bedrooms: 5, amenities: ['Parking'], property_type: 'Apartment' });
    expect((listing.image_urls as string[]).length).toBe(2);
    expect(screen.getByRole('link', { name: 'Go to My properties' }).getAttribute('href')).toBe('/portal/user/my-properties');
  });

  it("names every choice in Hindi for a Hindi reader, keeping the database's values", () => {
    render(<Hindi />);
    const type = screen.getByRole('combobox', { name: /प्रॉपर्टी का प्रकार/ }) as HTMLSelectElement;
    expect([...type.options].map((option) => [option.value, option.textContent])).toContainEqual(['Independent House', 'स्वतंत्र मकान']);
    const furnishing = screen.getByRole('combobox', { name: /फ़र्निशिंग/ }) as HTMLSelectElement;
    expect([...furnishing.options].map((option) => option.textContent)).toContain('पूरी तरह फ़र्निश्ड');
    const amenities = screen.getByRole('group', { name: 'सुविधाएँ' });
    expect((within(amenities).getByRole('checkbox', { name: 'लिफ़्ट' }) as HTMLInputElement).value).toBe('Elevator');
    expect(within(amenities).queryByText(/[A-Za-z]{3,}/)).toBeNull();
  });

  it('shows the server’s refusal and keeps the form', async () => {
    render(<ServerError />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Photos must be uploaded to your own folder');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('2 BHK with balcony in Baner');
  });

  it('refuses rent outside the range, with paise or as 1e3 beside the field, and reads Indian digit grouping', async () => {
    const submit = vi.fn(async (_listing: Record<string, unknown>) => ({ id: 'p-new' }));
    render(<Default submit={submit} />);
    await fillRequired();
    const rent = screen.getByLabelText('Monthly rent (₹)');
    for (const typed of ['1.50', '999999999999999', '1e3']) {
      await userEvent.clear(rent);
      await userEvent.type(rent, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
      expect(rent.getAttribute('aria-invalid'), typed).toBe('true');
    }
    expect(submit).not.toHaveBeenCalled();
    await userEvent.clear(rent);
    await userEvent.type(rent, '1,25,000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    expect(await screen.findByText('Property submitted. It appears in search once it is verified.')).toBeTruthy();
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ rent: 125_000 });
  });

  it('puts a value the database refuses beside its field', async () => {
    render(<RefusedValue />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the highlighted fields');
    const rent = screen.getByLabelText('Monthly rent (₹)');
    expect(document.getElementById(rent.getAttribute('aria-describedby') ?? '')?.textContent)
      .toBe('Rent must be whole rupees from ₹500 to ₹50,00,000');
    expect(document.activeElement).toBe(rent);
  });

  it('says it is sending and cannot be sent twice', async () => {
    render(<Sending />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    const button = screen.getByRole('button', { name: 'Submitting…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('sends one request on a double click, and one on Enter pressed twice', async () => {
    const submit = vi.fn((_listing: Record<string, unknown>) => new Promise<{ id: string }>(() => {}));
    render(<Sending submit={submit} />);
    await fillRequired();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Submit property' }));
    await screen.findByRole('button', { name: 'Submitting…' });
    await userEvent.type(screen.getByLabelText('Title'), '{Enter}{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('sends one request when the form is submitted twice before it can show it is busy', async () => {
    const submit = vi.fn((_listing: Record<string, unknown>) => new Promise<{ id: string }>(() => {}));
    render(<Sending submit={submit} />);
    await fillRequired();
    const form = screen.getByRole('button', { name: 'Submit property' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Submitting…' });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('puts a refused locality beside the type-ahead and focuses it', async () => {
    render(<RefusedLocality />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the highlighted fields');
    const locality = screen.getByRole('combobox', { name: 'Locality' });
    expect(locality.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(locality);
    expect(screen.getByText('Choose a locality from the list or propose a new one')).toBeTruthy();
  });

  it("fills an owner's listing in for editing, saves every field and its photos, and says it went back to review", async () => {
    const submit = vi.fn(async (_listing: Record<string, unknown>) => ({ id: 'o-1', verified: false }));
    render(<Editing submit={submit} />);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('2 BHK with balcony in Hinjewadi');
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).value).toBe('Pune');
    expect((screen.getByRole('checkbox', { name: 'Parking' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('hall.jpg')).toBeTruthy();
    const rent = screen.getByLabelText('Monthly rent (₹)');
    await userEvent.clear(rent);
    await userEvent.type(rent, '34,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved. The listing is out of search until our team has reviewed them.')).toBeTruthy();
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      title: '2 BHK with balcony in Hinjewadi', city: 'Pune', locality: 'Hinjewadi', rent: 34000, bedrooms: 2, amenities: ['Parking'],
      image_urls: ['https://api.example.in/storage/v1/object/public/property-images/properties/u-1/hall.jpg'],
    });
  });

  it('links the saved listing at its address in the reader’s language', async () => {
    const submit = vi.fn(async (_listing: Record<string, unknown>) => ({ id: 'o-1', verified: false }));
    render(<Editing submit={submit} lang="hi" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const view = await screen.findByRole('link', { name: 'View listing' });
    expect(view.getAttribute('href')).toMatch(/^\/hi\/property\//);
  });

  it('draws an edited listing’s values into the page before its script runs', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Editing />);
    expect((container.querySelector('input[name="title"]') as HTMLInputElement).value).toBe('2 BHK with balcony in Hinjewadi');
    expect((container.querySelector('select[name="bedrooms"]') as HTMLSelectElement).value).toBe('2');
    expect((container.querySelector('input[value="Parking"]') as HTMLInputElement).checked).toBe(true);
    expect((container.querySelector('input[name="city"]') as HTMLInputElement).value).toBe('Pune');
  });

  it('cannot be sent before its script runs: the browser would send it as a GET to the page and lose it', async () => {
    const submit = vi.fn(async (_listing: Record<string, unknown>) => ({ id: 'p-1' }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Editing submit={submit} />);
    document.body.append(container);
    const save = () => within(container).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save().disabled, 'in the server’s HTML').toBe(true);
    await act(async () => {
      hydrateRoot(container, <Editing submit={submit} />);
    });
    expect(save().disabled, 'once the form is React’s').toBe(false);
    container.remove();
  });

  it('keeps the city and locality typed into the page before its script ran, and sends them', async () => {
    const submit = vi.fn(async (_listing: Record<string, unknown>) => ({ id: 'p-new' }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Default submit={submit} />);
    document.body.append(container);
    const field = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;
    field('title').value = '2 BHK with balcony in Baner';
    field('city').value = 'Pune';
    field('locality').value = 'Baner';
    field('rent').value = '32000';
    await act(async () => {
      hydrateRoot(container, <Default submit={submit} />);
    });
    await userEvent.selectOptions(screen.getByLabelText('Bedrooms'), '2');
    expect(field('city').value).toBe('Pune');
    expect(field('locality').value).toBe('Baner');
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ city: 'Pune', locality: 'Baner' });
    container.remove();
  });

  it('sends a locality proposed from the form as the listing’s locality', async () => {
    const submit = vi.fn(async (_listing: Record<string, unknown>) => ({ id: 'p-new' }));
    render(<Default submit={submit} />);
    await fillRequired();
    await userEvent.type(screen.getByRole('combobox', { name: 'Locality' }), 'Baner Gaon ');
    await userEvent.click(screen.getByRole('button', { name: /Baner Gaon/ }));
    expect((screen.getByRole('combobox', { name: 'Locality' }) as HTMLInputElement).value).toBe('Baner Gaon');
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    await screen.findByText('Property submitted. It appears in search once it is verified.');
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ city: 'Pune', locality: 'Baner Gaon' });
  });
});
