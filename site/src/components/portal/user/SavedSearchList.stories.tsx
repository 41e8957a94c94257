import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { SAVED_SEARCHES } from './fixtures.ts';
import { SavedSearchList } from './SavedSearchList.tsx';

const meta = {
  title: 'Site/Portal/User/SavedSearchList',
  component: SavedSearchList,
  args: { state: { status: 'ok', data: SAVED_SEARCHES }, here: '/portal/user/saved', t: translator('en') },
} satisfies Meta<typeof SavedSearchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Hindi: Story = { args: { t: translator('hi') } };
export const Empty: Story = { args: { state: { status: 'ok', data: [] } } };
export const Error: Story = { args: { state: { status: 'error', message: 'savedSearches.loadFailed' } } };
