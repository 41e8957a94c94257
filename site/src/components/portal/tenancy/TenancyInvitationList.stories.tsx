import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { listingTitles, TenancyInvitationList } from './TenancyInvitationList.tsx';
import { invitations, invitedByMobile, listings, NOW } from './tenancyFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenancy/TenancyInvitationList',
  component: TenancyInvitationList,
  args: { invitations, titles: listingTitles(listings), now: NOW, t: translator('en') },
} satisfies Meta<typeof TenancyInvitationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One waiting (with Cancel), one past its date, one accepted, one cancelled, one declined. */
export const Default: Story = {};
export const Empty: Story = { args: { invitations: [] } };
/** Tenants invited by mobile number: the number as India writes it, beside the address when both were given. */
export const ByMobile: Story = { args: { invitations: invitedByMobile } };
export const Hindi: Story = { args: { t: translator('hi') } };
