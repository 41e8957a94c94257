import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from './Notice.tsx';

const meta = {
  title: 'Site/Portal/UI/Notice',
  component: Notice,
  args: { kind: 'success', text: 'Broker details saved' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Error: Story = { args: { kind: 'error', text: 'Failed to fetch properties' } };
export const Info: Story = {
  args: { kind: 'info', text: 'You can raise a request while your lease is running.' },
};
