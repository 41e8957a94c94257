import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnerProperties } from './OwnerProperties.tsx';
import { emptyPortfolio, portfolio, TODAY } from './ownerFixtures.ts';

const meta = {
  title: 'Site/Portal/Owner/OwnerProperties',
  component: OwnerProperties,
  args: {
    state: { status: 'ok', data: portfolio },
    role: 'landlord',
    today: TODAY,
    t: translator('en'),
  },
} satisfies Meta<typeof OwnerProperties>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One flat let to Ananya Sharma, one available and awaiting review. */
export const Default: Story = {};
export const Empty: Story = { args: { state: { status: 'ok', data: emptyPortfolio } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'owner.error.portfolio' } },
};
