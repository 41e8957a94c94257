import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../../i18n/t.ts';
import { pressSubmit, stayOnPage } from '../../../testing/storySupport.tsx';
import { CATALOGUE, instantProposal } from '../../../islands/portal/storyTexts.ts';
import { managedPlaceTexts } from '../../../lib/portal/managedApplication.ts';
import { MANAGED_FORM_KEYS } from './managedFormTexts.ts';
import { ManagedRentalForm } from './ManagedRentalForm.tsx';

const t = translator('en');

const meta = {
  title: 'Site/Portal/User/ManagedRentalForm',
  component: ManagedRentalForm,
  decorators: [stayOnPage],
  args: { texts: pick(t, MANAGED_FORM_KEYS), catalogue: CATALOGUE, placeTexts: managedPlaceTexts(t), propose: instantProposal },
} satisfies Meta<typeof ManagedRentalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Everything needed filled in: the form may post. */
export const Filled: Story = {
  args: {
    values: {
      property_location: 'Pune', locality: 'Viman Nagar', property_type: 'Apartment', monthly_rent: '32000', bedrooms: '2',
      amenities: ['Parking'], rental_start_date: '2026-12-01', rental_end_date: '2027-11-30',
    },
  },
};

/** Sent back by the server: required fields missing, what was chosen kept. */
export const Invalid: Story = {
  args: {
    values: { locality: 'Viman Nagar', furnishing: 'Semi Furnished', amenities: ['Parking', 'Gym'], rental_start_date: '2026-12-01', rental_end_date: '2026-11-01' },
    errors: {
      property_location: 'Validation Error: Please fill in all required fields',
      monthly_rent: 'Validation Error: Please fill in all required fields',
      rental_end_date: 'Rental end date cannot be earlier than the rental start date',
    },
  },
};

/** The database refused a locality outside the catalogue: it can be proposed from here. */
export const LocalityRefused: Story = {
  args: {
    values: { property_location: 'Pune', locality: 'Baner' },
    errors: { locality: 'Choose a locality from the list or propose a new one' },
  },
};

/** Checked in the browser before posting: each message by its field, the first one focused. */
export const ClientErrors: Story = {
  args: { values: { monthly_rent: '-5' } },
  play: pressSubmit,
};

/** For a Hindi reader: the choices in Hindi, posting the database's values. */
export const Hindi: Story = {
  args: { texts: pick(translator('hi'), MANAGED_FORM_KEYS), placeTexts: managedPlaceTexts(translator('hi')), values: { furnishing: 'Semi Furnished', amenities: ['Power Backup'] } },
};

/** Valid and posting: the button says so and cannot be pressed again. */
export const Submitting: Story = { ...Filled, play: pressSubmit };
