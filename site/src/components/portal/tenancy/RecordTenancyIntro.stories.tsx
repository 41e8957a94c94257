import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { RecordTenancyIntro } from './RecordTenancyIntro.tsx';
import { listings, recordTenancy } from './tenancyFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenancy/RecordTenancyIntro',
  component: RecordTenancyIntro,
  args: { state: { status: 'ok', data: recordTenancy }, t: translator('en') },
} satisfies Meta<typeof RecordTenancyIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Verified listings and a UPI ID on file: the heading and what the page does. */
export const Default: Story = {};
/** No UPI ID yet: a reminder that links to the settings. */
export const WithoutUpiId: Story = { args: { state: { status: 'ok', data: { ...recordTenancy, hasUpiId: false } } } };
/** Only a listing waiting for review: nothing to record a tenancy for yet. */
export const Empty: Story = { args: { state: { status: 'ok', data: { ...recordTenancy, listings: listings.filter((l) => !l.verified) } } } };
export const Error: Story = { args: { state: { status: 'error', message: 'tenancy.record.error' } } };
export const Hindi: Story = { args: { t: translator('hi'), state: { status: 'ok', data: { ...recordTenancy, hasUpiId: false } } } };
