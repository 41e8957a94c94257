import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { SEARCHES } from './fixtures.ts';
import { RecentSearches } from './RecentSearches.tsx';

const meta = {
  title: 'Site/Portal/User/RecentSearches',
  component: RecentSearches,
  args: { state: { status: 'ok', data: SEARCHES }, here: '/portal/user/recent-searches', t: translator('en') },
} satisfies Meta<typeof RecentSearches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { state: { status: 'ok', data: [] } } };
/** For a Hindi reader: searches named from their filters in Hindi; one the search page cannot read keeps its name. */
export const Hindi: Story = { args: { t: translator('hi') } };
export const Error: Story = { args: { state: { status: 'error', message: 'portal.error.recentSearches' } } };
