import type { Meta, StoryObj } from '@storybook/react-vite';
import { TabLinks } from './TabLinks.tsx';

const base = '/portal/landlord/payments';
const tabs = (current: string) =>
  [
    { href: base, label: 'All' },
    { href: `${base}?status=overdue`, label: 'Overdue' },
    { href: `${base}?status=due`, label: 'Due' },
    { href: `${base}?status=paid`, label: 'Paid' },
  ].map((tab) => ({ ...tab, current: tab.label === current }));

const meta = {
  title: 'Site/Portal/Data/TabLinks',
  component: TabLinks,
  args: { label: 'Show rent payments', tabs: tabs('All') },
} satisfies Meta<typeof TabLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab, the page's own address, is current. */
export const Default: Story = {};

/** Another tab is current: its address has the query parameter. */
export const OverdueCurrent: Story = { args: { tabs: tabs('Overdue') } };
