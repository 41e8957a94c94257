import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { ManagedPlaceFields } from '../../../islands/portal/ManagedPlaceFields.tsx';
import { CATALOGUE, instantProposal } from '../../../islands/portal/storyTexts.ts';
import { managedPlaceTexts } from '../../../lib/portal/managedApplication.ts';
import { ManagedRentalForm } from './ManagedRentalForm.tsx';

const t = translator('en');
const places = (initial?: { city?: string; locality?: string }, errors?: { city?: string; locality?: string }) => (
  <ManagedPlaceFields catalogue={CATALOGUE} texts={managedPlaceTexts(t)} propose={instantProposal} initial={initial} errors={errors} />
);

const meta = {
  title: 'Site/Portal/User/ManagedRentalForm',
  component: ManagedRentalForm,
  args: { t, places: places() },
} satisfies Meta<typeof ManagedRentalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sent back: required fields missing, what was chosen kept. */
export const Invalid: Story = {
  args: {
    values: { locality: 'Viman Nagar', furnishing: 'Semi Furnished', amenities: ['Parking', 'Gym'], rental_start_date: '2026-12-01', rental_end_date: '2026-11-01' },
    errors: {
      property_location: 'Validation Error: Please fill in all required fields',
      monthly_rent: 'Validation Error: Please fill in all required fields',
      rental_end_date: 'Rental end date cannot be earlier than the rental start date',
    },
    places: places({ locality: 'Viman Nagar' }, { city: 'Validation Error: Please fill in all required fields' }),
  },
};

/** The database refused a locality outside the catalogue: it can be proposed from here. */
export const LocalityRefused: Story = {
  args: {
    values: { property_location: 'Pune', locality: 'Baner' },
    errors: { locality: 'Choose a locality from the list or propose a new one' },
    places: places({ city: 'Pune', locality: 'Baner' }, { locality: 'Choose a locality from the list or propose a new one' }),
  },
};
