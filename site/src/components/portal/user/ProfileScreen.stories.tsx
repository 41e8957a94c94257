import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../../i18n/t.ts';
import { pressSubmit, stayOnPage } from '../../../testing/storySupport.tsx';
import { PROFILE_KEYS } from './profileTexts.ts';
import { PROFILE } from './fixtures.ts';
import { ProfileScreen } from './ProfileScreen.tsx';

const meta = {
  title: 'Site/Portal/User/ProfileScreen',
  component: ProfileScreen,
  decorators: [stayOnPage],
  args: { state: PROFILE, texts: pick(translator('en'), PROFILE_KEYS) },
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

/** A profile with nothing filled in but the name from sign-up. */
export const Empty: Story = {
  args: {
    state: PROFILE.status === 'ok'
      ? { status: 'ok', result: { ...PROFILE.result, profile: { ...PROFILE.result.profile, phone: null, city: null, state: null, annual_income: null, preferred_rent_min: null, preferred_rent_max: null, preferred_bedrooms: null } } }
      : PROFILE,
  },
};

/** Checked in the browser before posting: a rent range upside down and a bad mobile number. */
export const ClientErrors: Story = {
  args: { values: { full_name: 'Neha Kulkarni', phone: '12345', preferred_rent_min: '40000', preferred_rent_max: '20000' } },
  play: pressSubmit,
};

/** Valid and posting: the button says so and cannot be pressed again. */
export const Submitting: Story = { play: pressSubmit };
