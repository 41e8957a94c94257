import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnerReports } from './OwnerReports.tsx';
import { emptyPortfolio, openRequest, portfolio, TODAY } from './ownerFixtures.ts';

const meta = {
  title: 'Site/Portal/Owner/OwnerReports',
  component: OwnerReports,
  args: {
    state: { status: 'ok', data: portfolio },
    role: 'landlord',
    today: TODAY,
    t: translator('en'),
  },
} satisfies Meta<typeof OwnerReports>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of two flats let; one request open, one closed in three days. */
export const Default: Story = {};
/** No request closed yet: no average time to close. */
export const NothingClosed: Story = {
  args: { state: { status: 'ok', data: { ...portfolio, requests: [openRequest] } } },
};
export const Empty: Story = { args: { state: { status: 'ok', data: emptyPortfolio } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'owner.error.portfolio' } },
};
