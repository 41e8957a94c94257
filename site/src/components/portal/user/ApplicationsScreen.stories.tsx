import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { ApplicationsScreen } from './ApplicationsScreen.tsx';
import { APPLICATIONS } from './fixtures.ts';

const meta = {
  title: 'Site/Portal/User/ApplicationsScreen',
  component: ApplicationsScreen,
  args: { mode: 'track', state: { status: 'ok', data: APPLICATIONS }, here: '/portal/user/track-applications', t: translator('en') },
} satisfies Meta<typeof ApplicationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Track: Story = {};
export const History: Story = { args: { mode: 'history', here: '/portal/user/application-history' } };
export const Empty: Story = { args: { mode: 'history', state: { status: 'ok', data: { managed: [], requests: [] } } } };
export const Error: Story = { args: { state: { status: 'error', message: 'portal.error.applications' } } };
