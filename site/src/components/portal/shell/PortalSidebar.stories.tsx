import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { PortalSidebar } from './PortalSidebar.tsx';
import { visibleGroups } from './sidebarGroups.ts';

const t = translator('en');

const meta = {
  title: 'Site/Portal/Shell/PortalSidebar',
  component: PortalSidebar,
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
  args: { groups: visibleGroups(['user']), current: '/portal/user/saved', t },
} satisfies Meta<typeof PortalSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain user: the user portal, Managed Rentals and the offer to join the affiliate programme. */
export const PlainUser: Story = {};

export const Broker: Story = { args: { groups: visibleGroups(['broker']), current: '/portal/broker' } };

export const Landlord: Story = { args: { groups: visibleGroups(['landlord']), current: '/portal/landlord' } };

export const Affiliate: Story = { args: { groups: visibleGroups(['affiliate']), current: '/portal/user' } };

export const Admin: Story = { args: { groups: visibleGroups(['admin']), current: null } };

/** Three conversations wait unread: the count sits beside Messages. */
export const UnreadMessages: Story = { args: { counts: { '/portal/messages': 3 } } };
