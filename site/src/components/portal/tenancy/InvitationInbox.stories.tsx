import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { InvitationInbox } from './InvitationInbox.tsx';
import { waiting } from './tenancyFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenancy/InvitationInbox',
  component: InvitationInbox,
  args: { state: { status: 'ok', data: waiting }, contact: 'ananya.sharma@example.in', t: translator('en') },
} satisfies Meta<typeof InvitationInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One landlord's invitation with its terms, to accept or decline. */
export const Default: Story = {};
/** Nothing waits for this address. */
export const Empty: Story = { args: { state: { status: 'ok', data: [] } } };
/** Nothing waits for this mobile number (an account made by phone has no address). */
export const EmptyForMobile: Story = { args: { state: { status: 'ok', data: [] }, contact: '+91 98765 43210' } };
export const Error: Story = { args: { state: { status: 'error', message: 'tenancy.inbox.error' } } };
export const Hindi: Story = { args: { t: translator('hi') } };
