import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnerOverview } from './OwnerOverview.tsx';
import { emptyPortfolio, managerPortfolio, paidUpPortfolio, TODAY, unappointed, withLeads } from './ownerFixtures.ts';

const meta = {
  title: 'Site/Portal/Owner/OwnerOverview',
  component: OwnerOverview,
  args: {
    state: { status: 'ok', data: withLeads },
    role: 'landlord',
    today: TODAY,
    t: translator('en'),
  },
} satisfies Meta<typeof OwnerOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A landlord with a visit to confirm, this month's rent overdue and an application to answer. */
export const Default: Story = {};
/** The manager of that landlord: the same list to read, the answers left to the owner. */
export const Manager: Story = {
  args: { role: 'manager', state: { status: 'ok', data: { ...managerPortfolio, leads: withLeads.leads ?? [] } } },
};
/** Every month paid and no lead waiting: nothing to do. */
export const NothingToDo: Story = { args: { state: { status: 'ok', data: paidUpPortfolio } } };
export const ManagerNotAppointed: Story = {
  args: { role: 'manager', state: { status: 'ok', data: unappointed } },
};
/** A landlord who has listed nothing yet. */
export const Empty: Story = { args: { state: { status: 'ok', data: emptyPortfolio } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'owner.error.portfolio' } },
};
export const Hindi: Story = { args: { t: translator('hi') } };
