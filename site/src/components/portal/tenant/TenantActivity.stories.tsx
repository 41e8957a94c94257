import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { TenantActivity } from './TenantActivity.tsx';
import { activity } from './tenantFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenant/TenantActivity',
  component: TenantActivity,
  args: { state: { status: 'ok', data: activity }, t: translator('en') },
} satisfies Meta<typeof TenantActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An approved and a rejected application (that listing since removed), and a virtual visit. */
export const Default: Story = {};
export const Empty: Story = {
  args: { state: { status: 'ok', data: { applications: [], visits: [] } } },
};
export const Error: Story = {
  args: { state: { status: 'error', message: 'portal.error.applications' } },
};
export const Hindi: Story = { args: { t: translator('hi') } };
