import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { portfolio } from '../owner/ownerFixtures.ts';
import { RentToConfirm } from './RentToConfirm.tsx';
import { toConfirm } from './tenancyFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenancy/RentToConfirm',
  component: RentToConfirm,
  args: { state: { status: 'ok', data: toConfirm }, t: translator('en') },
} satisfies Meta<typeof RentToConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** August paid in cash and October by UPI, both waiting for the landlord. */
export const Default: Story = {};
/** Nothing waits: nothing is shown. */
export const Empty: Story = { args: { state: { status: 'ok', data: portfolio } }, parameters: { rendersNothing: true } };
/** The portfolio did not load: the payments below say so; this shows nothing. */
export const Error: Story = { args: { state: { status: 'error', message: 'owner.error.portfolio' } }, parameters: { rendersNothing: true } };
export const Hindi: Story = { args: { t: translator('hi') } };
