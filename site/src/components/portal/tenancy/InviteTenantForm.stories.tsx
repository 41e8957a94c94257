import type { Meta, StoryObj } from '@storybook/react-vite';
import { LEASE_END_BEFORE_START, MOBILE_INVALID, TENANT_CONTACT_REQUIRED } from '@rentals/core/validation/messages';
import { pick, translator } from '../../../i18n/t.ts';
import { messageTable } from '../../../i18n/messages.ts';
import { pressSubmit, stayOnPage } from '../../../testing/storySupport.tsx';
import { INVITE_TENANT_KEYS } from './inviteTenantTexts.ts';
import { InviteTenantForm } from './InviteTenantForm.tsx';
import { listings, TODAY } from './tenancyFixtures.ts';

const verified = listings.filter((l) => l.verified);

const meta = {
  title: 'Site/Portal/Tenancy/InviteTenantForm',
  component: InviteTenantForm,
  decorators: [stayOnPage],
  args: { listings: verified, today: TODAY, texts: pick(translator('en'), INVITE_TENANT_KEYS) },
} satisfies Meta<typeof InviteTenantForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first verified listing chosen: its rent and deposit, an eleven-month lease from today. */
export const Default: Story = {};
/** Come from a listing's "Record a tenancy": that listing chosen, its rent filled in. */
export const ForAListing: Story = { args: { propertyId: 'p2' } };
/** Sent back by the server: what was typed stays, each error beside its field. */
export const WithErrors: Story = {
  args: {
    values: { property_id: 'p2', phone: '', email: '', monthly_rent: '18000', security_deposit: '36000', start_date: '2026-12-01', end_date: '2026-11-01', rent_due_day: '5', notice_period_days: '30' },
    errors: { phone: TENANT_CONTACT_REQUIRED, end_date: LEASE_END_BEFORE_START },
  },
};
/** Sent back by the server: a number that is not an Indian mobile, kept as typed. */
export const WithMobileError: Story = {
  args: { values: { property_id: 'p1', phone: '58765 43210', email: '' }, errors: { phone: MOBILE_INVALID } },
};
/** Checked in the browser before posting: neither number nor address, rent with paise. */
export const ClientErrors: Story = {
  args: { values: { phone: '', email: '', monthly_rent: '18000.50' } },
  play: pressSubmit,
};
/** Valid and posting: the button says so and cannot be pressed again. */
export const Submitting: Story = { args: { values: { email: 'ananya.sharma@example.in' } }, play: pressSubmit };
/** Valid with the tenant's mobile number alone, and posting. */
export const SubmittingByMobile: Story = { args: { values: { phone: '+91 98765 43210', email: '' } }, play: pressSubmit };
export const Hindi: Story = {
  args: { texts: pick(translator('hi'), INVITE_TENANT_KEYS), messages: messageTable(translator('hi'), 'hi') },
};
