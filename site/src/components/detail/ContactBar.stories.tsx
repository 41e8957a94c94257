import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactBar } from './ContactBar.tsx';

const meta = {
  title: 'Site/Detail/ContactBar',
  component: ContactBar,
  args: {
    contactHref: '#actions',
    contactLabel: 'Contact owner',
    visitLabel: 'Request visit',
    visitHref: '#visit',
    signInVisitHref: '/auth?next=%2Fproperty%2Fp1%23visit',
    label: 'Contact and visits',
  },
} satisfies Meta<typeof ContactBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A home listed by its owner. */
export const Owner: Story = {};
/** A home listed by a registered broker. */
export const Broker: Story = { args: { contactLabel: 'Contact broker' } };
export const Hindi: Story = {
  args: { contactLabel: 'मालिक से संपर्क करें', visitLabel: 'विज़िट का अनुरोध करें', label: 'संपर्क और विज़िट' },
};
