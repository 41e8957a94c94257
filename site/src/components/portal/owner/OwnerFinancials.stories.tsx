import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnerFinancials } from './OwnerFinancials.tsx';
import { emptyPortfolio, paidUpPortfolio, portfolio, TODAY } from './ownerFixtures.ts';

const meta = {
  title: 'Site/Portal/Owner/OwnerFinancials',
  component: OwnerFinancials,
  args: {
    state: { status: 'ok', data: portfolio },
    role: 'landlord',
    today: TODAY,
    t: translator('en'),
  },
} satisfies Meta<typeof OwnerFinancials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** October paid, November overdue. */
export const Default: Story = {};
/** Every month paid: no overdue list. */
export const NothingOverdue: Story = { args: { state: { status: 'ok', data: paidUpPortfolio } } };
export const Empty: Story = { args: { state: { status: 'ok', data: emptyPortfolio } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'owner.error.portfolio' } },
};
