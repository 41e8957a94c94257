import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { UserOverview } from './UserOverview.tsx';

const meta = {
  title: 'Site/Portal/User/UserOverview',
  component: UserOverview,
  args: {
    state: { status: 'ok', data: { saved: 4, viewed: 12, properties: 2, applications: 1, profileCompletion: 60 } },
    t: translator('en'),
  },
} satisfies Meta<typeof UserOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A new account: nothing yet, profile complete. */
export const Empty: Story = {
  args: { state: { status: 'ok', data: { saved: 0, viewed: 0, properties: 0, applications: 0, profileCompletion: 100 } } },
};
export const Error: Story = { args: { state: { status: 'error', message: 'portal.error.userData' } } };
