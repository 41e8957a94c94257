import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../i18n/t.ts';
import { UnsubscribeCard } from './UnsubscribeCard.tsx';

const meta = {
  title: 'Site/Alerts/UnsubscribeCard',
  component: UnsubscribeCard,
  args: {
    state: { status: 'on', name: 'Baner 2 BHK', action: '/alerts/unsubscribe?token=6f1e0c55-1111-4aaa-8bbb-000000000000' },
    t: translator('en'),
  },
} satisfies Meta<typeof UnsubscribeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Stopped: Story = { args: { state: { status: 'off', name: 'Baner 2 BHK' } } };
export const Invalid: Story = { args: { state: { status: 'invalid' } } };
export const Hindi: Story = { args: { t: translator('hi') } };
