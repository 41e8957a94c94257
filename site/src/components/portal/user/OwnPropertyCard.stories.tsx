import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { LEADS, MY_PROPERTIES } from './fixtures.ts';
import { OwnPropertyCard } from './OwnPropertyCard.tsx';

const [available, booked, unverified] = MY_PROPERTIES.properties;
if (!available || !booked || !unverified) throw new Error('The user fixtures have no properties');

const meta = {
  title: 'Site/Portal/User/OwnPropertyCard',
  component: OwnPropertyCard,
  args: {
    property: available,
    leads: LEADS,
    here: '/portal/user/my-properties',
    t: translator('en'),
  },
} satisfies Meta<typeof OwnPropertyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Available with a photo and two leads. */
export const Available: Story = {};
/** Booked, without a photo or leads. */
export const Booked: Story = { args: { property: booked, leads: [] } };
/** Not verified by an admin yet. */
export const AwaitingVerification: Story = { args: { property: unverified, leads: [] } };
/** Taken off the site by the team after reports, with the reason the owner reads. */
export const Unlisted: Story = {
  args: { property: { ...unverified, availability: 'unavailable', rejection_reason: 'The photos show another building' }, leads: [] },
};
