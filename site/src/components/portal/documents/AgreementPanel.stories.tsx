import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { AgreementPanel } from './AgreementPanel.tsx';
import { bothConfirmed, documents, endedLease, noLeases, TODAY, withAgreement } from './documentsFixtures.ts';

const meta = {
  title: 'Site/Portal/Documents/AgreementPanel',
  component: AgreementPanel,
  args: { state: { status: 'ok', data: withAgreement }, portal: 'tenant', today: TODAY, t: translator('en') },
} satisfies Meta<typeof AgreementPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tenant reads version 2, confirmed by the landlord, and can confirm it. */
export const TenantToConfirm: Story = {};
/** Both parties confirmed version 2: it is no longer called a draft. */
export const BothConfirmed: Story = { args: { state: { status: 'ok', data: bothConfirmed } } };
/** The landlord has not drafted one yet: the form is open. */
export const LandlordToDraft: Story = { args: { portal: 'landlord', state: { status: 'ok', data: documents } } };
/** The landlord has confirmed; they may change the terms, which clears both confirmations. */
export const LandlordDrafted: Story = { args: { portal: 'landlord' } };
/** The lease ended: its agreement stays to read, and no new draft is offered. */
export const LeaseEnded: Story = { args: { portal: 'landlord', state: { status: 'ok', data: endedLease } } };
/** The manager drafts for the landlord but does not confirm: they are not a party. */
export const Manager: Story = { args: { portal: 'manager' } };
export const Hindi: Story = { args: { t: translator('hi') } };
export const NoLease: Story = { args: { state: { status: 'ok', data: noLeases } } };
export const Error: Story = { args: { state: { status: 'error', message: 'receipts.error.load' } } };
