import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { ManagedRentalForm } from './ManagedRentalForm.tsx';

const meta = {
  title: 'Site/Portal/User/ManagedRentalForm',
  component: ManagedRentalForm,
  args: { t: translator('en') },
} satisfies Meta<typeof ManagedRentalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sent back: required fields missing, what was chosen kept. */
export const Invalid: Story = {
  args: {
    values: { locality: 'Kothrud', furnishing: 'Semi Furnished', amenities: ['Parking', 'Gym'], rental_start_date: '2026-12-01', rental_end_date: '2026-11-01' },
    errors: {
      property_location: 'Validation Error: Please fill in all required fields',
      monthly_rent: 'Validation Error: Please fill in all required fields',
      rental_end_date: 'Rental end date cannot be earlier than the rental start date',
    },
  },
};
