import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnerLeases } from './OwnerLeases.tsx';
import { emptyPortfolio, openEndedPortfolio, portfolio, TODAY } from './ownerFixtures.ts';

const meta = {
  title: 'Site/Portal/Owner/OwnerLeases',
  component: OwnerLeases,
  args: {
    state: { status: 'ok', data: portfolio },
    role: 'landlord',
    today: TODAY,
    t: translator('en'),
  },
} satisfies Meta<typeof OwnerLeases>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Three weeks before the lease ends: inside its 30-day notice period. */
export const EndingSoon: Story = { args: { today: '2027-01-10' } };
/** A lease without an end date never warns. */
export const OpenEnded: Story = { args: { state: { status: 'ok', data: openEndedPortfolio } } };
export const Empty: Story = { args: { state: { status: 'ok', data: emptyPortfolio } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'owner.error.portfolio' } },
};
