import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { SAVED } from './fixtures.ts';
import { SavedList } from './SavedList.tsx';

const meta = {
  title: 'Site/Portal/User/SavedList',
  component: SavedList,
  args: { kind: 'saved', state: { status: 'ok', data: SAVED }, here: '/portal/user/saved', t: translator('en') },
} satisfies Meta<typeof SavedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const Empty: Story = { args: { state: { status: 'ok', data: [] } } };
export const Error: Story = { args: { state: { status: 'error', message: 'portal.error.fetchProperties' } } };
export const RecentlyViewed: Story = { args: { kind: 'viewed', here: '/portal/user/recently-viewed' } };
export const RecentlyViewedEmpty: Story = { args: { kind: 'viewed', state: { status: 'ok', data: [] } } };
