import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnerOverview } from './OwnerOverview.tsx';
import {
  emptyPortfolio,
  managerPortfolio,
  portfolio,
  TODAY,
  unappointed,
} from './ownerFixtures.ts';

const meta = {
  title: 'Site/Portal/Owner/OwnerOverview',
  component: OwnerOverview,
  args: {
    state: { status: 'ok', data: portfolio },
    role: 'landlord',
    today: TODAY,
    t: translator('en'),
  },
} satisfies Meta<typeof OwnerOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A landlord with two flats, one let with this month's rent overdue. */
export const Default: Story = {};
export const Manager: Story = {
  args: { role: 'manager', state: { status: 'ok', data: managerPortfolio } },
};
export const ManagerNotAppointed: Story = {
  args: { role: 'manager', state: { status: 'ok', data: unappointed } },
};
/** A landlord who has listed nothing yet. */
export const Empty: Story = { args: { state: { status: 'ok', data: emptyPortfolio } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'owner.error.portfolio' } },
};
