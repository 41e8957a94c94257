import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../i18n/t.ts';
import { StatusText } from './StatusText.tsx';

const meta = {
  title: 'Site/Affiliate/StatusText',
  component: StatusText,
  args: { status: 'paid', t: translator('en') },
} satisfies Meta<typeof StatusText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
export const Pending: Story = { args: { status: 'pending' } };
