import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { ReopenRentForm } from './ReopenRentForm.tsx';

const en = translator('en');

const meta = {
  title: 'Site/Portal/Tenancy/ReopenRentForm',
  component: ReopenRentForm,
  args: { rentId: 'rent-nov', what: 'Nov 2026 rent for 2 BHK in Koramangala', summary: en('tenancy.confirm.reopenPaid'), t: en },
} satisfies Meta<typeof ReopenRentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmed month the landlord may send back to unpaid, with a reason. */
export const ConfirmedMonth: Story = {};
/** A month the tenant marked paid that the landlord has not received. */
export const NotReceived: Story = { args: { summary: en('tenancy.confirm.notReceived') } };
export const Hindi: Story = { args: { t: translator('hi'), summary: translator('hi')('tenancy.confirm.reopenPaid') } };
