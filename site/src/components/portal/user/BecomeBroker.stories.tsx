import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { BecomeBroker } from './BecomeBroker.tsx';

const meta = {
  title: 'Site/Portal/User/BecomeBroker',
  component: BecomeBroker,
  args: { state: { status: 'ok', data: 'none' }, t: translator('en') },
} satisfies Meta<typeof BecomeBroker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotRegistered: Story = {};
export const Pending: Story = { args: { state: { status: 'ok', data: 'pending' } } };
export const Active: Story = { args: { state: { status: 'ok', data: 'active' } } };
export const Error: Story = { args: { state: { status: 'error', message: 'portal.error.userData' } } };
