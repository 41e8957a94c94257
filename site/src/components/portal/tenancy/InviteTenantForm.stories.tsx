import type { Meta, StoryObj } from '@storybook/react-vite';
import { LEASE_END_BEFORE_START, TENANT_EMAIL_REQUIRED } from '@rentals/core/validation/messages';
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
    values: { property_id: 'p2', email: '', monthly_rent: '18000', security_deposit: '36000', start_date: '2026-12-01', end_date: '2026-11-01', rent_due_day: '5', notice_period_days: '30' },
    errors: { email: TENANT_EMAIL_REQUIRED, end_date: LEASE_END_BEFORE_START },
  },
};
/** Checked in the browser before posting: no address, rent with paise. */
export const ClientErrors: Story = {
  args: { values: { email: '', monthly_rent: '18000.50' } },
  play: pressSubmit,
};
/** Valid and posting: the button says so and cannot be pressed again. */
export const Submitting: Story = { args: { values: { email: 'ananya.sharma@example.in' } }, play: pressSubmit };
export const Hindi: Story = {
  args: { texts: pick(translator('hi'), INVITE_TENANT_KEYS), messages: messageTable(translator('hi'), 'hi') },
};
