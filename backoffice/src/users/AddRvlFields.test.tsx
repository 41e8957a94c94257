import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import * as stories from './AddRvlFields.stories.tsx';

const { Empty, Filled, WithErrors } = composeStories(stories);

const summary = () => screen.getByRole('status').textContent;
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('AddRvlFields', () => {
  it('groups the fields in Rental Details, Property Details and RVL Summary', () => {
    render(<Empty />);
    for (const name of ['Rental Details', 'Property Details', 'RVL Summary']) {
      expect(
        within(screen.getByRole('region', { name })).getByRole('heading', { name }),
      ).toBeTruthy();
    }
    expect(input(/^Monthly rent/).required).toBe(true);
    expect(input(/^Property location/).required).toBe(true);
    expect(input(/^Commission/).value).toBe('8');
    expect(input(/^Management fee/).value).toBe('8');
    expect(summary()).toBe('Rental value locked (per month): Not set');
  });

  it('locks monthly rent times commission as it is typed', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await user.type(input(/^Monthly rent/), '45000');
    expect(summary()).toBe('Rental value locked (per month): ₹3,600');
    await user.clear(input(/^Commission/));
    await user.type(input(/^Commission/), '10');
    expect(summary()).toBe('Rental value locked (per month): ₹4,500');
    expect(screen.getByText('Commission: 10%')).toBeTruthy();
  });

  it('offers the property types and amenities of spec 3, amenities by keyboard too', async () => {
    const onChange = Empty.args.onChange as Mock;
    onChange.mockClear();
    const user = userEvent.setup();
    render(<Empty />);
    await user.click(screen.getByRole('combobox', { name: /^Property type/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Apartment',
      'Villa',
      'Independent House',
      'Studio',
      'Penthouse',
      'Duplex',
      'Triplex',
    ]);
    await user.click(screen.getByRole('option', { name: 'Studio' }));
    expect(onChange).toHaveBeenLastCalledWith({ property_type: 'Studio' });
    const amenities = within(screen.getByRole('group', { name: 'Amenities' }));
    amenities.getByRole('checkbox', { name: 'Balcony' }).focus();
    await user.keyboard(' ');
    expect((amenities.getByRole('checkbox', { name: 'Balcony' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(onChange).toHaveBeenLastCalledWith({ amenities: ['Balcony'] });
  });

  it('shows what was typed, with the amenities ticked and the value locked', () => {
    render(<Filled />);
    expect(input(/^Property location/).value).toBe('Bengaluru');
    expect(screen.getByRole('combobox', { name: /^Property type/ }).textContent).toBe('Villa');
    const amenities = within(screen.getByRole('group', { name: 'Amenities' }));
    expect((amenities.getByRole('checkbox', { name: 'Gym' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(summary()).toBe('Rental value locked (per month): ₹3,600');
  });

  it('marks each missing required field with the message', () => {
    render(<WithErrors />);
    expect(
      screen.getAllByText('Validation Error: Please fill in all required fields'),
    ).toHaveLength(3);
    expect(input(/^Monthly rent/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Property location/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Security deposit/).getAttribute('aria-invalid')).toBe('false');
  });
});
