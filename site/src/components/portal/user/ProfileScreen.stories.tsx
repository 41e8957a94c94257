import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { PROFILE } from './fixtures.ts';
import { ProfileScreen } from './ProfileScreen.tsx';

const meta = {
  title: 'Site/Portal/User/ProfileScreen',
  component: ProfileScreen,
  args: { state: PROFILE, t: translator('en') },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sent back with spec 5's errors, showing what was typed. */
export const Invalid: Story = {
  args: {
    values: { full_name: 'Neha Kulkarni', preferred_rent_min: '-5', preferred_bedrooms: '12' },
    errors: { preferred_rent_min: 'Amounts must be between ₹0 and ₹99,99,99,99,999', preferred_bedrooms: 'Preferred bedrooms must be a whole number from 1 to 10' },
  },
};

/** The profile could not be stored: a temporary one, read-only. */
export const Temporary: Story = {
  args: {
    state: PROFILE.status === 'ok' ? { status: 'ok', result: { ...PROFILE.result, temporary: true, notice: 'Profile creation failed, using temporary data' } } : PROFILE,
  },
};

export const Error: Story = { args: { state: { status: 'error', message: 'portal.error.loadProfile' } } };
