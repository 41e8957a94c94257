import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { PortalHeader } from './PortalHeader.tsx';

const meta = {
  title: 'Site/Portal/Shell/PortalHeader',
  component: PortalHeader,
  args: {
    period: 'morning',
    name: 'Priya Sharma',
    roles: ['user'],
    sidebarOpen: true,
    here: '/portal/user',
    t: translator('en'),
  },
} satisfies Meta<typeof PortalHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MorningUser: Story = {};

/** Broker outranks tenant for the badge. */
export const AfternoonBroker: Story = { args: { period: 'afternoon', roles: ['tenant', 'broker'] } };

export const EveningAdminSidebarClosed: Story = { args: { period: 'evening', roles: ['admin'], sidebarOpen: false } };

export const PropertyManager: Story = { args: { roles: ['property_manager', 'tenant'] } };

/** A Hindi reader: the header in Hindi, with the way back to English. */
export const HindiReader: Story = {
  args: { t: translator('hi'), language: { href: '/language?to=en&next=%2Fportal%2Fuser', name: 'English', lang: 'en' } },
};

/** No name on the profile yet. */
export const Nameless: Story = { args: { name: null } };
