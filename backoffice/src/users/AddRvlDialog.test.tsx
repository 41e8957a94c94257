import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { describedBy } from '../testing/describedBy.ts';
import { doubleClick } from '../testing/doubleClick.ts';
import { typeDate } from '../testing/typeDate.ts';
import * as stories from './AddRvlDialog.stories.tsx';

const { Default, Error, RefusedValue, RefusedPlace, Saving, Closed } = composeStories(stories);

afterEach(cleanup);

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('AddRvlDialog', () => {
  it('has the three sections and refuses to save without the required fields', async () => {
    const addRvl = Default.parameters.addRvl as Mock;
    addRvl.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    for (const name of ['Rental Details', 'Property Details', 'RVL Summary']) {
      expect(await screen.findByRole('heading', { name })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: 'Add RVL' }));
    expect(
      await screen.findByText('Validation Error - Please fill in all required fields'),
    ).toBeTruthy();
    expect(addRvl).not.toHaveBeenCalled();
  });

  it('computes the locked value in the summary and saves with the defaults of spec 5', async () => {
    const addRvl = Default.parameters.addRvl as Mock;
    addRvl.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    // Grouped as people write rupees: read as 45000, not refused or dropped.
    await user.type(await screen.findByLabelText(/Monthly rent/), '45,000');
    expect(screen.getByRole('status').textContent).toBe('Rental value locked (per month): ₹3,600');
    await user.type(screen.getByLabelText(/Property location/), 'Bengaluru');
    await choose(user, /Property type/, 'Villa');
    await user.click(
      within(screen.getByRole('group', { name: 'Amenities' })).getByLabelText('Gym'),
    );
    await user.click(screen.getByRole('button', { name: 'Add RVL' }));
    expect(addRvl).toHaveBeenCalledWith(
      'user-1',
      expect.objectContaining({
        monthly_rent: 45000,
        property_location: 'Bengaluru',
        property_type: 'Villa',
        security_deposit: 0,
        area_sqft: 0,
        guaranteed_rent_amount: 0,
        management_fee_percentage: 8,
        commission_percentage: 8,
        amenities: ['Gym'],
      }),
    );
    expect(await screen.findByText('RVL Added Successfully')).toBeTruthy();
  });

  it('saves the rental dates typed by keyboard as DD/MM/YYYY', async () => {
    const addRvl = Default.parameters.addRvl as Mock;
    addRvl.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.type(await screen.findByLabelText(/Monthly rent/), '45000');
    await user.type(screen.getByLabelText(/Property location/), 'Pune');
    await choose(user, /Property type/, 'Villa');
    await typeDate(user, 'Rental start date', '2027-04-15');
    await typeDate(user, 'Rental end date', '2028-04-14');
    await user.click(screen.getByRole('button', { name: 'Add RVL' }));
    expect(addRvl).toHaveBeenCalledWith(
      'user-1',
      expect.objectContaining({ rental_start_date: '2027-04-15', rental_end_date: '2028-04-14' }),
    );
  });

  it("says 'Failed to add RVL. Please try again.' when saving fails", async () => {
    const user = userEvent.setup();
    render(<Error />);
    await user.type(await screen.findByLabelText(/Monthly rent/), '30000');
    await user.type(screen.getByLabelText(/Property location/), 'Pune');
    await choose(user, /Property type/, 'Apartment');
    await user.click(screen.getByRole('button', { name: 'Add RVL' }));
    expect(await screen.findByText('Failed to add RVL. Please try again.')).toBeTruthy();
  });

  it('puts a value the database refuses beside its field, with the toast of spec 8', async () => {
    const user = userEvent.setup();
    render(<RefusedValue />);
    await user.type(await screen.findByLabelText(/Monthly rent/), '30000');
    await user.type(screen.getByLabelText(/Property location/), 'Pune');
    await choose(user, /Property type/, 'Apartment');
    await user.click(screen.getByRole('button', { name: 'Add RVL' }));
    expect(await screen.findByText('Failed to add RVL. Please try again.')).toBeTruthy();
    expect(screen.getByText('Property location must be at most 100 characters')).toBeTruthy();
  });

  it('takes the city and locality from the catalogue: a typed city in another case takes its spelling, other text is not kept', async () => {
    const addRvl = Default.parameters.addRvl as Mock;
    addRvl.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.type(await screen.findByLabelText(/Monthly rent/), '45000');
    const city = screen.getByRole('combobox', { name: /Property location/ }) as HTMLInputElement;
    await user.type(city, 'Atlantis');
    await user.tab();
    expect(city.value, 'not in the catalogue').toBe('');
    await user.type(city, 'pune');
    await user.tab();
    expect(city.value, 'catalogue spelling').toBe('Pune');
    await choose(user, /^Locality/, 'Viman Nagar');
    await choose(user, /Property type/, 'Villa');
    await user.click(screen.getByRole('button', { name: 'Add RVL' }));
    expect(addRvl).toHaveBeenCalledWith('user-1', expect.objectContaining({ property_location: 'Pune', locality: 'Viman Nagar' }));
  });

  it("puts the database's refusal of a place beside the city", async () => {
    const user = userEvent.setup();
    render(<RefusedPlace />);
    await user.type(await screen.findByLabelText(/Monthly rent/), '30000');
    await user.type(screen.getByLabelText(/Property location/), 'Pune');
    await choose(user, /Property type/, 'Apartment');
    await user.click(screen.getByRole('button', { name: 'Add RVL' }));
    expect(await screen.findByText('Failed to add RVL. Please try again.')).toBeTruthy();
    expect(screen.getByText('Choose a city from the list')).toBeTruthy();
  });

  it('puts the cursor in the first refused field, its message beside it', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const rent = await screen.findByLabelText(/Monthly rent/);
    await user.click(screen.getByRole('button', { name: 'Add RVL' }));
    await waitFor(() => expect(describedBy(rent)).toBe('Validation Error: Please fill in all required fields'));
    expect(document.activeElement).toBe(rent);
    await user.type(rent, '45000');
    await user.click(screen.getByRole('button', { name: 'Add RVL' }));
    const city = screen.getByRole('combobox', { name: /Property location/ });
    await waitFor(() => expect(describedBy(city)).toBe('Validation Error: Please fill in all required fields'));
    expect(document.activeElement).toBe(city);
  });

  it('renders nothing when closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AddRvlDialog while saving', () => {
  it('sends one save for a double click on Add RVL, busy while it runs', async () => {
    const addRvl = Saving.parameters.addRvl as Mock;
    addRvl.mockClear();
    const user = userEvent.setup();
    render(<Saving />);
    await user.type(await screen.findByLabelText(/Monthly rent/), '45000');
    await user.type(screen.getByLabelText(/Property location/), 'Pune');
    await choose(user, /Property type/, 'Villa');
    const button = screen.getByRole('button', { name: 'Add RVL' });
    await doubleClick(button);
    expect(addRvl).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
