import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { splitActivity } from '../../../lib/portal/tenant/overview.ts';
import { TenantRequests } from './TenantRequests.tsx';
import { activity } from './tenantFixtures.ts';

const meta = {
  title: 'Site/Portal/Tenant/TenantRequests',
  component: TenantRequests,
  args: { ...splitActivity(activity), t: translator('en') },
} satisfies Meta<typeof TenantRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open applications and visits first, earlier ones below. */
export const Filled: Story = {};
/** Nothing asked yet: the way to the listings. */
export const Empty: Story = { args: splitActivity({ applications: [], visits: [] }) };
export const Hindi: Story = { args: { t: translator('hi') } };
