import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { audit } from './fixtures.ts';
import { ShadowBalancingAuditLog } from './ShadowBalancingAuditLog.tsx';

const meta = {
  title: 'Backoffice/ShadowBalancing/ShadowBalancingAuditLog',
  component: ShadowBalancingAuditLog,
  parameters: { lists: { shadow_balancing_audit: audit } },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ShadowBalancingAuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A modification, a disable and the first enable, newest first. */
export const Default: Story = {};
export const Loading: Story = { parameters: { lists: { shadow_balancing_audit: 'loading' } } };
export const Empty: Story = { parameters: { lists: { shadow_balancing_audit: [] } } };
export const Error: Story = { parameters: { lists: { shadow_balancing_audit: 'error' } } };

/** In Hindi: each action named in it. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
